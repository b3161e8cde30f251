import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// `UIPickerView` as scripts see it: the methods by the naming rule
/// (`picker:selectRowInComponentAnimated(2, 0, false)`), and a data source
/// and delegate that are a table or an object whose methods are named by
/// their selectors (`numberOfComponentsInPickerView`,
/// `pickerViewNumberOfRowsInComponent`, `pickerViewTitleForRowForComponent`,
/// `pickerViewDidSelectRowInComponent`…), as a table view's are.
extension LuaRuntime {
    func registerPickerViews() {
        registerNative(NativeClass(UIPickerView.self) { [unowned self] picker in
            picker.construct = { args in args.count == 0 ? UIPickerView(frame: .zero) : UIPickerView(frame: try args[1]) }
            picker.function("numberOfRowsInComponent") { (picker: UIPickerView, args) in
                picker.numberOfRows(inComponent: try args[2])
            }
            picker.function("rowSizeForComponent") { (picker: UIPickerView, args) in picker.rowSize(forComponent: try args[2]) }
            picker.action("reloadAllComponents") { (picker: UIPickerView, _) in picker.reloadAllComponents() }
            picker.action("reloadComponent") { (picker: UIPickerView, args) in picker.reloadComponent(try args[2]) }
            picker.action("selectRowInComponentAnimated") { (picker: UIPickerView, args) in
                picker.selectRow(try args[2], inComponent: try args[3], animated: (try args[4] as Bool?) ?? false)
            }
            picker.function("selectedRowInComponent") { (picker: UIPickerView, args) in
                picker.selectedRow(inComponent: try args[2])
            }
            picker.function("viewForRowForComponent") { (picker: UIPickerView, args) in
                picker.view(forRow: try args[2], forComponent: try args[3])
            }
            for (name, isDelegate) in [("dataSource", false), ("delegate", true)] {
                picker.getters[name] = { args in
                    let picker = try args.object(1, UIPickerView.self)
                    let value: AnyObject? = isDelegate ? picker.delegate : picker.dataSource
                    if let adapter = value as? LuaPickerDelegate { return adapter.push(on: args.lua) }
                    args.runtime.push(value, on: args.lua)
                    return 1
                }
                picker.setters[name] = { [unowned self] args in
                    let picker = try args.object(1, UIPickerView.self)
                    let adapter = try protocolAdapter(LuaPickerDelegate.self, owner: "picker view", at: 2, in: args) {
                        $0 is UIPickerViewDataSource || $0 is UIPickerViewDelegate
                    }
                    if isDelegate {
                        picker.holdDelegate(adapter as? LuaPickerDelegate)
                        picker.delegate = adapter as? UIPickerViewDelegate
                    } else {
                        picker.holdDataSource(adapter as? LuaPickerDelegate)
                        picker.dataSource = adapter as? UIPickerViewDataSource
                    }
                    return 0
                }
            }
        })
    }
}

/// A picker's data source or delegate written in Lua (LuaProtocolAdapter
/// says how). A row's view, where the script gives one, wins over its title.
final class LuaPickerDelegate: LuaProtocolAdapter, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        ask("numberOfComponentsInPickerView:", pickerView, Int.self, required: true, count: 0) { _ in } ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        ask("pickerView:numberOfRowsInComponent:", pickerView, Int.self, required: true, count: 1) { $0.push(component) } ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        ask("pickerView:widthForComponent:", pickerView, CGFloat.self, count: 1) { $0.push(component) } ?? .nan
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        ask("pickerView:rowHeightForComponent:", pickerView, CGFloat.self, count: 1) { $0.push(component) } ?? .nan
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        ask("pickerView:titleForRow:forComponent:", pickerView, String?.self, count: 2) { stack in
            stack.push(row)
            stack.push(component)
        } ?? nil
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView {
        let answer = ask("pickerView:viewForRow:forComponent:reusingView:", pickerView, UIView?.self, count: 3) { stack in
            stack.push(row)
            stack.push(component)
            if let view { self.push(view, onto: stack) } else { stack.lua.pushNil() }
        }
        return (answer ?? nil) ?? UnansweredPickerRowView()
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        tell("pickerView:didSelectRow:inComponent:", pickerView, count: 2) { stack in
            stack.push(row)
            stack.push(component)
        }
    }
}
