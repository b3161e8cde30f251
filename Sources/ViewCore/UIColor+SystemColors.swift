import Foundation

/// UIKit's system colors in their light appearance, which is the one the
/// engine shows (it has no dark mode). Values as iOS 17 defines them, in sRGB.
extension UIColor {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    public static let systemRed = rgb(255, 59, 48)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let link = rgb(0, 122, 255)
    public static let systemFill = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
    /// The app's tint, system blue unless the app sets one.
    public static let tintColor = systemBlue

    /// The colors by the names Interface Builder writes in `systemColor` (the
    /// selector of the class property) and, in older files, `cocoaTouchSystemColor`.
    @_spi(Bridging) public static let namedSystemColors: [String: UIColor] = [
        "blackColor": .black, "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "whiteColor": .white,
        "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan,
        "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple,
        "brownColor": .brown, "clearColor": .clear,
        "systemRedColor": systemRed, "systemGreenColor": systemGreen, "systemBlueColor": systemBlue,
        "systemOrangeColor": systemOrange, "systemYellowColor": systemYellow, "systemPinkColor": systemPink,
        "systemPurpleColor": systemPurple, "systemTealColor": systemTeal, "systemIndigoColor": systemIndigo,
        "systemBrownColor": systemBrown, "systemMintColor": systemMint, "systemCyanColor": systemCyan,
        "systemGrayColor": systemGray, "systemGray2Color": systemGray2, "systemGray3Color": systemGray3,
        "systemGray4Color": systemGray4, "systemGray5Color": systemGray5, "systemGray6Color": systemGray6,
        "systemBackgroundColor": systemBackground, "secondarySystemBackgroundColor": secondarySystemBackground,
        "tertiarySystemBackgroundColor": tertiarySystemBackground,
        "systemGroupedBackgroundColor": systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": tertiarySystemGroupedBackground,
        "labelColor": label, "secondaryLabelColor": secondaryLabel, "tertiaryLabelColor": tertiaryLabel,
        "quaternaryLabelColor": quaternaryLabel, "placeholderTextColor": placeholderText,
        "separatorColor": separator, "opaqueSeparatorColor": opaqueSeparator, "linkColor": link,
        "systemFillColor": systemFill, "secondarySystemFillColor": secondarySystemFill,
        "tertiarySystemFillColor": tertiarySystemFill, "quaternarySystemFillColor": quaternarySystemFill,
        "lightTextColor": lightText, "darkTextColor": darkText, "tintColor": tintColor,
        "groupTableViewBackgroundColor": systemGroupedBackground,
        "tableCellGroupedBackgroundColor": secondarySystemGroupedBackground,
        "tableCellBlueTextColor": rgb(56, 84, 135), "viewFlipsideBackgroundColor": rgb(31, 33, 36),
    ]
}
