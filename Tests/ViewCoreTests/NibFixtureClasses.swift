import XCTest
@testable import ViewCore

/// The custom classes the fixtures name, as their apps declare them: the
/// outlets and the properties their runtime attributes set.
enum FixtureClasses {
    static func register() {
        registerView(MessageView.self, "MessageView", properties: [
            outlet("backgroundView", \MessageView.backgroundView), outlet("bodyLabel", \MessageView.bodyLabel),
            outlet("button", \MessageView.button), outlet("iconImageView", \MessageView.iconImageView),
            outlet("iconLabel", \MessageView.iconLabel), outlet("titleLabel", \MessageView.titleLabel),
            attribute("bounceAnimationOffset", \MessageView.bounceAnimationOffset),
            attribute("topLayoutMarginAddition", \MessageView.topLayoutMarginAddition),
            attribute("leftLayoutMarginAddition", \MessageView.leftLayoutMarginAddition),
            attribute("bottomLayoutMarginAddition", \MessageView.bottomLayoutMarginAddition),
            attribute("rightLayoutMarginAddition", \MessageView.rightLayoutMarginAddition),
            attribute("collapseLayoutMarginAdditions", \MessageView.collapseLayoutMarginAdditions),
        ])
        registerView(CornerRoundingView.self, "CornerRoundingView", properties: [
            attribute("cornerRadius", \CornerRoundingView.cornerRadius),
        ])
        registerView(ToolbarContentView.self, "JSQMessagesToolbarContentView", properties: [
            outlet("leftBarButtonContainerView", \ToolbarContentView.leftBarButtonContainerView),
            outlet("leftBarButtonContainerViewWidthConstraint", \ToolbarContentView.leftBarButtonContainerViewWidthConstraint),
            outlet("leftHorizontalSpacingConstraint", \ToolbarContentView.leftHorizontalSpacingConstraint),
            outlet("rightBarButtonContainerView", \ToolbarContentView.rightBarButtonContainerView),
            outlet("rightBarButtonContainerViewWidthConstraint", \ToolbarContentView.rightBarButtonContainerViewWidthConstraint),
            outlet("rightHorizontalSpacingConstraint", \ToolbarContentView.rightHorizontalSpacingConstraint),
            outlet("textView", \ToolbarContentView.textView),
        ])
        registerView(ComposerTextView.self, "JSQMessagesComposerTextView")
        registerView(LoadEarlierHeaderView.self, "JSQMessagesLoadEarlierHeaderView", properties: [
            outlet("loadButton", \LoadEarlierHeaderView.loadButton),
        ])
    }
}

final class MessageView: UIView {
    var backgroundView: UIView?
    var bodyLabel: UIView?
    var button: UIView?
    var iconImageView: UIView?
    var iconLabel: UIView?
    var titleLabel: UIView?
    var bounceAnimationOffset: CGFloat = -1
    var topLayoutMarginAddition: CGFloat = -1
    var leftLayoutMarginAddition: CGFloat = -1
    var bottomLayoutMarginAddition: CGFloat = -1
    var rightLayoutMarginAddition: CGFloat = -1
    var collapseLayoutMarginAdditions: Bool?
    /// What the runtime attributes had set when `awakeFromNib` came.
    var attributesAtAwake = ""

    override func awakeFromNib() {
        let radius = (backgroundView as? CornerRoundingView)?.cornerRadius ?? -1
        attributesAtAwake = "cornerRadius \(shortNumber(radius)), collapse \(collapseLayoutMarginAdditions.map { "\($0)" } ?? "nil")"
    }
}

final class CornerRoundingView: UIView {
    var cornerRadius: CGFloat = 0
}

final class ToolbarContentView: UIView {
    var leftBarButtonContainerView: UIView?
    var leftBarButtonContainerViewWidthConstraint: NSLayoutConstraint?
    var leftHorizontalSpacingConstraint: NSLayoutConstraint?
    var rightBarButtonContainerView: UIView?
    var rightBarButtonContainerViewWidthConstraint: NSLayoutConstraint?
    var rightHorizontalSpacingConstraint: NSLayoutConstraint?
    var textView: UIView?
}

final class ComposerTextView: UIView {}

final class LoadEarlierHeaderView: UIView {
    var loadButton: UIView?
}
