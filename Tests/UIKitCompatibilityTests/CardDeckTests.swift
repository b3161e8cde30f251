import UIKit
import XCTest

/// A deck of cards as an iOS app lays it out by hand: the selection is a set
/// of the card views themselves, and a card's position is found with
/// `firstIndex(of:)`, both relying on views being `Hashable` and `Equatable`
/// by identity, as NSObject subclasses are.
final class CardView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 12)
    }

    required init?(coder: NSCoder) {
        title = ""
        super.init(coder: coder)
    }
}

final class CardDeckView: UIView {
    private(set) var selection: Set<CardView> = []
    private(set) var events: [String] = []
    let spacing: CGFloat = 8

    var cards: [CardView] { subviews.compactMap { $0 as? CardView } }

    @discardableResult
    func addCard(_ title: String) -> CardView {
        let card = CardView(title: title)
        addSubview(card)
        return card
    }

    func toggle(_ card: CardView) {
        if selection.contains(card) {
            selection.remove(card)
            events.append("deselect \(card.title)")
        } else {
            selection.insert(card)
            events.append("select \(card.title)")
        }
    }

    /// Moves a card one place up the deck, as a "move up" button would.
    func moveUp(_ card: CardView) {
        guard let index = subviews.firstIndex(of: card), index > 0 else { return }
        exchangeSubview(at: index, withSubviewAt: index - 1)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y = layoutMargins.top
        for card in cards {
            card.frame = CGRect(x: layoutMargins.left, y: y, width: bounds.width - layoutMargins.left - layoutMargins.right, height: 80)
            y = card.frame.maxY + spacing
        }
        events.append("layout \(cards.map(\.title).joined(separator: ","))")
    }
}

final class CardDeckTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Session.start()
    }

    func testTheSelectionIsASetOfTheCardViews() {
        let deck = CardDeckView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let first = deck.addCard("first")
        let second = deck.addCard("second")
        deck.toggle(first)
        deck.toggle(second)
        deck.toggle(first)
        XCTAssertEqual(deck.selection, [second])
        XCTAssertEqual(Set([first, first, second]).count, 2)
        XCTAssertEqual(deck.events, ["select first", "select second", "deselect first"])
    }

    func testCardsAreEqualOnlyToThemselves() {
        let first = CardView(title: "same")
        let second = CardView(title: "same")
        XCTAssertEqual(first, first)
        XCTAssertNotEqual(first, second)
        XCTAssertTrue(first.isEqual(first))
        XCTAssertFalse(first.isEqual(second))
        XCTAssertFalse(first.isEqual(nil))
        XCTAssertEqual(first.hash, first.hash)
        XCTAssertEqual(first.hashValue, first.hashValue)
        let byView: [UIView: String] = [first: "a", second: "b"]
        XCTAssertEqual(byView[second], "b")
    }

    func testMovingACardUpFindsItByIndexAndLaysTheDeckOutAgain() {
        let deck = CardDeckView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        deck.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        ["a", "b", "c"].forEach { deck.addCard($0) }
        deck.layoutIfNeeded()
        let c = deck.cards[2]
        XCTAssertEqual(deck.subviews.firstIndex(of: c), 2)
        deck.moveUp(c)
        deck.layoutIfNeeded()
        XCTAssertEqual(deck.subviews.firstIndex(of: c), 1)
        XCTAssertEqual(deck.cards.map(\.title), ["a", "c", "b"])
        XCTAssertEqual(c.frame, CGRect(x: 16, y: 108, width: 343, height: 80))
        XCTAssertEqual(deck.events, ["layout a,b,c", "layout a,c,b"])
        XCTAssertNil(deck.subviews.firstIndex(of: CardView(title: "elsewhere")))
    }

    func testDescriptionsNameTheCardByItsIdNotItsAddress() {
        let deck = CardDeckView(frame: CGRect(x: 0, y: 20, width: 375, height: 647))
        let card = deck.addCard("a")
        XCTAssertEqual(deck.description, "<CardDeckView: #\(deck.objectID); frame = (0 20; 375 647)>")
        XCTAssertEqual("\(card)", "<CardView: #\(card.objectID); frame = (0 0; 0 0)>")
        XCTAssertEqual(card.debugDescription, card.description)
        XCTAssertEqual(String(describing: [card]), "[<CardView: #\(card.objectID); frame = (0 0; 0 0)>]")
    }

    func testDirectionalMarginsFollowTheLayoutDirection() {
        let card = CardView(title: "a")
        XCTAssertEqual(card.layoutMargins, UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 12))
        XCTAssertEqual(card.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 12))
        let arabic = CardView(title: "b")
        arabic.semanticContentAttribute = .forceRightToLeft
        arabic.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        XCTAssertEqual(arabic.layoutMargins, UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 20))
        XCTAssertEqual(NSDirectionalEdgeInsets.zero, NSDirectionalEdgeInsets())
    }
}
