import Foundation
import ViewCore

/// Nib loading: SwiftMessages' CardView.xib (Tests/Fixtures/ib) instantiated
/// from one UINib, 1,000 times per run, beside the same tree, values,
/// constraints, outlets and runtime attributes built in code.
func nibBenchmarks(_ schedule: Schedule) -> [Row] {
    let count = 1_000
    Session.start()
    BenchMessageView.register()
    let url = URL(fileURLWithPath: "Tests/Fixtures/ib")
    guard let bundle = Bundle(url: url) else { fail("no Tests/Fixtures/ib (run from the repository's root)") }
    let nib = UINib(nibName: "SwiftMessages-CardView", bundle: bundle)
    let savedWarnings = UIKitWarning.handler
    UIKitWarning.handler = { _ in }
    defer { UIKitWarning.handler = savedWarnings }
    var loaded = Samples(), built = Samples()
    var checksum = 0
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        var failure: Error?
        let loadTime = elapsed {
            for _ in 0..<count {
                do {
                    checksum &+= try nib.instantiateReportingActions(withOwner: nil).topLevelObjects.count
                } catch {
                    failure = error
                }
            }
        }
        if let failure { fail("CardView.xib did not load: \(failure)") }
        let buildTime = elapsed { for _ in 0..<count { checksum &+= buildCardView().subviews.count } }
        if run >= schedule.warmup {
            loaded.add(loadTime)
            built.add(buildTime)
        }
    }
    blackHole(checksum)
    Session.start()
    return [
        Row(name: "UINib instantiate, SwiftMessages CardView.xib (floor: the same built in code)",
            value: loaded, floor: built, per: Double(count) * 1_000, unit: "µs/op", target: .ratioAtMost(3)),
    ]
}

/// The card's custom classes, registered as an app registers them.
final class BenchMessageView: UIView {
    var backgroundView: UIView?
    var bodyLabel: UIView?
    var button: UIView?
    var iconImageView: UIView?
    var iconLabel: UIView?
    var titleLabel: UIView?
    var layoutMarginAdditions = [CGFloat](repeating: 0, count: 5)
    var collapse = false

    static func register() {
        func outlet(_ key: String, _ path: ReferenceWritableKeyPath<BenchMessageView, UIView?>) -> AnyProperty {
            Property(key, get: { (view: BenchMessageView) in view[keyPath: path] }, set: { $0[keyPath: path] = $1 })
        }
        func addition(_ key: String, _ index: Int) -> AnyProperty {
            Property(key, get: { (view: BenchMessageView) in view.layoutMarginAdditions[index] },
                     set: { $0.layoutMarginAdditions[index] = $1 })
        }
        Session.current.classes.register(RegisteredClass(
            name: "MessageView", superclass: NativeClasses.view, swiftType: BenchMessageView.self,
            properties: [
                outlet("backgroundView", \.backgroundView), outlet("bodyLabel", \.bodyLabel), outlet("button", \.button),
                outlet("iconImageView", \.iconImageView), outlet("iconLabel", \.iconLabel),
                outlet("titleLabel", \.titleLabel), addition("bounceAnimationOffset", 0),
                addition("topLayoutMarginAddition", 1), addition("leftLayoutMarginAddition", 2),
                addition("bottomLayoutMarginAddition", 3), addition("rightLayoutMarginAddition", 4),
                Property("collapseLayoutMarginAdditions", get: { (view: BenchMessageView) in view.collapse },
                         set: { $0.collapse = $1 }),
            ],
            decode: { BenchMessageView(coder: $0) }))
        Session.current.classes.register(RegisteredClass(
            name: "CornerRoundingView", superclass: NativeClasses.view, swiftType: BenchCornerView.self,
            properties: [Property("cornerRadius", get: { (view: BenchCornerView) in view.cornerRadius },
                                  set: { $0.cornerRadius = $1 })],
            decode: { BenchCornerView(coder: $0) }))
    }
}

final class BenchCornerView: UIView {
    var cornerRadius: CGFloat = 0
}

/// CardView.xib, written out in code: what loading it amounts to.
@inline(never)
func buildCardView() -> UIView {
    let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    func label(_ frame: CGRect) -> UIView {
        let label = UIView(frame: frame)
        label.isOpaque = false
        label.isUserInteractionEnabled = false
        label.contentMode = .left
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        return label
    }
    let card = BenchMessageView(frame: CGRect(x: 0, y: 0, width: 510, height: 160))
    card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.backgroundColor = clear
    let corner = BenchCornerView(frame: CGRect(x: 20, y: 44, width: 470, height: 82))
    corner.translatesAutoresizingMaskIntoConstraints = false
    corner.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    let content = UIStackView(frame: CGRect(x: 20, y: 20, width: 430, height: 42))
    content.isOpaque = false
    content.alignment = .center
    content.spacing = 10
    content.translatesAutoresizingMaskIntoConstraints = false
    let icon = label(CGRect(x: 0, y: 0, width: 43, height: 42))
    icon.setContentCompressionResistancePriority(UILayoutPriority(752), for: .horizontal)
    let image = UIView(frame: CGRect(x: 53, y: 4, width: 33, height: 34))
    image.clipsToBounds = true
    image.isUserInteractionEnabled = false
    image.contentMode = .center
    image.translatesAutoresizingMaskIntoConstraints = false
    let texts = UIStackView(frame: CGRect(x: 96, y: 2, width: 267, height: 38.5))
    texts.isOpaque = false
    texts.axis = .vertical
    texts.translatesAutoresizingMaskIntoConstraints = false
    texts.backgroundColor = clear
    let title = label(CGRect(x: 0, y: 0, width: 267, height: 20.5))
    let body = label(CGRect(x: 0, y: 20.5, width: 267, height: 18))
    body.backgroundColor = clear
    let button = UIView(frame: CGRect(x: 373, y: 6, width: 57, height: 30))
    button.isOpaque = false
    button.translatesAutoresizingMaskIntoConstraints = false
    texts.addArrangedSubview(title)
    texts.addArrangedSubview(body)
    for view in [icon, image, texts, button] { content.addArrangedSubview(view) }
    corner.addSubview(content)
    card.addSubview(corner)
    NSLayoutConstraint.activate([
        corner.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 20),
        content.topAnchor.constraint(equalTo: corner.topAnchor, constant: 20),
        corner.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 20),
        content.leadingAnchor.constraint(equalTo: corner.leadingAnchor, constant: 20),
    ])
    let widthLimit = corner.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
    widthLimit.priority = UILayoutPriority(900)
    func prioritized(_ constraint: NSLayoutConstraint, _ priority: Float) -> NSLayoutConstraint {
        constraint.priority = UILayoutPriority(priority)
        return constraint
    }
    let margins = card.layoutMarginsGuide
    let excluded = [
        prioritized(corner.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor), 900),
        prioritized(margins.trailingAnchor.constraint(greaterThanOrEqualTo: corner.trailingAnchor), 900),
    ]
    NSLayoutConstraint.activate([
        prioritized(margins.trailingAnchor.constraint(equalTo: corner.trailingAnchor), 900),
        prioritized(corner.leadingAnchor.constraint(equalTo: margins.leadingAnchor), 900),
        prioritized(corner.centerXAnchor.constraint(equalTo: card.centerXAnchor), 950),
        corner.topAnchor.constraint(equalTo: margins.topAnchor),
        margins.bottomAnchor.constraint(equalTo: corner.bottomAnchor),
    ])
    blackHole((widthLimit, excluded))
    corner.cornerRadius = 15
    card.layoutMarginAdditions = [0, 10, 10, 10, 10]
    card.collapse = true
    card.backgroundView = corner
    card.bodyLabel = body
    card.button = button
    card.iconImageView = image
    card.iconLabel = icon
    card.titleLabel = title
    for view in [card, corner, content, icon, image, texts, title, body, button] { view.awakeFromNib() }
    return card
}
