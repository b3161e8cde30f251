import Foundation

extension UIColor {
    /// The color of the color set `name` in an asset catalog (`*.xcassets`)
    /// of the bundle's folder (the main bundle's, the script's folder, by
    /// default), as Xcode writes it (`Brand.colorset/Contents.json`); nil when
    /// there is none. The light appearance, and the device's idiom before the
    /// universal one. A group that provides a namespace prefixes its sets'
    /// names (`Palette/Brand`).
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        let folder = bundle?.bundlePath ?? Session.current.mainBundlePath
        guard let color = AssetCatalog.color(named: name, inFolder: folder) else { return nil }
        self.init(cgColor: color)
    }
}

/// Xcode's asset catalogs, read for their color sets.
enum AssetCatalog {
    static func color(named name: String, inFolder folder: String) -> CGColor? {
        for catalog in catalogs(in: folder) {
            if let set = colorSet(named: name, in: catalog, namespace: ""), let color = readColor(set) { return color }
        }
        return nil
    }

    /// The catalogs in the folder and in its immediate subfolders (an app's
    /// sources keep `Assets.xcassets` beside the code).
    private static func catalogs(in folder: String) -> [String] {
        let manager = FileManager.default
        let entries = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var found = entries.filter { $0.hasSuffix(".xcassets") }.map { folder + "/" + $0 }
        for entry in entries where !entry.hasPrefix(".") && !entry.hasSuffix(".xcassets") {
            let path = folder + "/" + entry
            guard isDirectory(path) else { continue }
            found += ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }
        }
        return found
    }

    private static func colorSet(named name: String, in folder: String, namespace: String) -> String? {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for entry in entries where entry.hasSuffix(".colorset") && namespace + entry.dropLast(".colorset".count) == name {
            return folder + "/" + entry
        }
        for entry in entries where !entry.contains(".") {
            let path = folder + "/" + entry
            guard isDirectory(path) else { continue }
            let prefix = providesNamespace(path) ? namespace + entry + "/" : namespace
            if let found = colorSet(named: name, in: path, namespace: prefix) { return found }
        }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    private static func contents(_ folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        (contents(folder)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    }

    /// The set's color for the light appearance: a `luminosity` `light`
    /// variant, else the one with no appearance; the device's idiom first.
    private static func readColor(_ set: String) -> CGColor? {
        guard let entries = contents(set)?["colors"] as? [[String: Any]] else { return nil }
        let idiom = UIDevice.current.userInterfaceIdiom == .pad ? "ipad" : "iphone"
        func appearance(_ entry: [String: Any]) -> String? {
            ((entry["appearances"] as? [[String: Any]])?.first { $0["appearance"] as? String == "luminosity" })?["value"] as? String
        }
        let ranked = entries.filter { appearance($0) == nil || appearance($0) == "light" }.sorted { a, b in
            func rank(_ entry: [String: Any]) -> Int {
                (entry["idiom"] as? String == idiom ? 0 : 2) + (appearance(entry) == "light" ? 0 : 1)
            }
            return rank(a) < rank(b)
        }
        for entry in ranked where ["universal", idiom].contains(entry["idiom"] as? String ?? "universal") {
            if let color = entry["color"] as? [String: Any], let parsed = parse(color) { return parsed }
        }
        return nil
    }

    private static func parse(_ color: [String: Any]) -> CGColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        // Xcode writes "0.800" (floating point), "204" or "0xCC" (8-bit); the
        // alpha is always a fraction, "1" included.
        func component(_ key: String) -> CGFloat? {
            switch components[key] {
            case let text as String:
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased().hasPrefix("0x") { return Int(trimmed.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
                if trimmed.contains(".") || key == "alpha" { return Double(trimmed).map { CGFloat($0) } }
                return Int(trimmed).map { CGFloat($0) / 255 }
            case let number as NSNumber: return CGFloat(number.doubleValue)
            default: return nil
            }
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return CGColor(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        guard color["color-space"] as? String == "display-p3" else {
            return CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return displayP3ToExtendedSRGB(red, green, blue, alpha)
    }

    /// Display P3 components as extended sRGB, the engine's color space, as
    /// UIKit converts them: both spaces share sRGB's transfer curve and the
    /// D65 white, so the linear values go through the primaries' matrix
    /// (CSS Color 4's).
    static func displayP3ToExtendedSRGB(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> CGColor {
        func linear(_ value: CGFloat) -> CGFloat {
            let magnitude = abs(value)
            let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -result : result
        }
        func encoded(_ value: CGFloat) -> CGFloat {
            let magnitude = abs(value)
            let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -result : result
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return CGColor(red: encoded(1.2249401762805598 * r - 0.22494017628055996 * g),
                       green: encoded(-0.04205695470968816 * r + 1.0420569547096881 * g),
                       blue: encoded(-0.019637554590334432 * r - 0.07863604555063188 * g + 1.0982736001409663 * b),
                       alpha: alpha)
    }
}
