import UIKit
import XCTest

/// A size-and-colour chooser as shop apps write it: a two-component picker
/// laid out with Auto Layout under a summary label, the controller its data
/// source and delegate, the summary updated in `didSelectRow`, a colour
/// swatch as each colour row's view, and a "Reset" button that selects the
/// first rows without animation.
final class SizePickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["XS", "S", "M", "L", "XL"]
    let colours: [(name: String, color: UIColor)] = [("Red", .systemRed), ("Green", .systemGreen), ("Blue", .systemBlue)]
    let picker = UIPickerView()
    let summary = UILabel()
    private(set) var choices: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summary.translatesAutoresizingMaskIntoConstraints = false
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.dataSource = self
        picker.delegate = self
        view.addSubview(summary)
        view.addSubview(picker)
        NSLayoutConstraint.activate([
            summary.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            summary.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            picker.topAnchor.constraint(equalTo: summary.bottomAnchor, constant: 12),
            picker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", primaryAction: UIAction { [unowned self] _ in
            picker.selectRow(0, inComponent: 0, animated: false)
            picker.selectRow(0, inComponent: 1, animated: false)
            updateSummary()
        })
        updateSummary()
    }

    func updateSummary() {
        let size = sizes[picker.selectedRow(inComponent: 0)]
        let colour = colours[picker.selectedRow(inComponent: 1)].name
        summary.text = "\(size), \(colour)"
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 100 : 180
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView {
        guard component == 1 else {
            let label = (view as? UILabel) ?? UILabel()
            label.text = sizes[row]
            label.textAlignment = .center
            label.frame.size = CGSize(width: 100, height: 32)
            return label
        }
        let swatch = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        swatch.backgroundColor = colours[row].color
        swatch.layer.cornerRadius = 6
        swatch.accessibilityLabel = colours[row].name
        return swatch
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        choices.append(component == 0 ? sizes[row] : colours[row].name)
        updateSummary()
    }
}

final class SizePickerScreenTests: AppTestCase {
    private var chooser: SizePickerViewController!
    private var navigation: UINavigationController!

    override func setUp() {
        super.setUp()
        chooser = SizePickerViewController()
        navigation = UINavigationController(rootViewController: chooser)
        show(navigation)
    }

    override func tearDown() {
        chooser = nil
        navigation = nil
        super.tearDown()
    }

    func testThePickerTakesItsNaturalHeightUnderTheSummary() {
        let top = chooser.view.safeAreaInsets.top
        XCTAssertEqual(chooser.summary.text, "XS, Red")
        XCTAssertEqual(chooser.picker.frame.minY, chooser.summary.frame.maxY + 12)
        XCTAssertEqual(chooser.picker.frame.size, CGSize(width: 393, height: 216))
        XCTAssertGreaterThan(chooser.summary.frame.minY, top)
        XCTAssertEqual(chooser.picker.rowSize(forComponent: 1), CGSize(width: 180, height: 32))
        let swatch = chooser.picker.view(forRow: 0, forComponent: 1)
        XCTAssertEqual(swatch?.backgroundColor, .systemRed)
        XCTAssertEqual(swatch?.frame.size, CGSize(width: 60, height: 24))
    }

    func testTurningTheWheelsUpdatesTheSummaryAndResetSelectsTheFirstRows() throws {
        let picker = chooser.picker
        let middle = picker.convert(CGPoint(x: 0, y: picker.bounds.midY), to: window)
        // Two rows down the sizes wheel, one down the colours.
        Simulator.tap(CGPoint(x: 120, y: middle.y + 64))
        VirtualRunLoop.main.run(for: 1)
        Simulator.tap(CGPoint(x: 250, y: middle.y + 32))
        VirtualRunLoop.main.run(for: 1)
        XCTAssertEqual(chooser.choices, ["M", "Green"])
        XCTAssertEqual(chooser.summary.text, "M, Green")

        let reset = try XCTUnwrap(chooser.navigationItem.rightBarButtonItem?.value(forKey: "view") as? UIView)
        Simulator.tap(reset.convert(CGPoint(x: reset.bounds.midX, y: reset.bounds.midY), to: nil))
        XCTAssertEqual(chooser.summary.text, "XS, Red")
        XCTAssertEqual(chooser.choices, ["M", "Green"], "a selection the program makes is not reported")
    }
}
