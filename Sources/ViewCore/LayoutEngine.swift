import Foundation
import Cassowary

/// One Cassowary solver per hierarchy (the window's, or a root view's outside any
/// window), held by the root view. It turns the active constraints of the
/// hierarchy, and its own constraints (autoresizing masks, intrinsic sizes, the
/// safe area and margins guides, the root's size), into solver constraints, and
/// solves them between the constraint and layout phases (R5).
///
/// Every view or guide a constraint mentions is a member, with four variables:
/// its frame's minX, minY, width and height in its superview's (a guide's: its
/// owning view's) coordinate space, content coordinates for a scroll view, the
/// bounds origin ignored. A constraint is expressed in the space of its container,
/// the items' nearest common ancestor: there the container's left and top are 0,
/// and a descendant's left is the sum of the minX of the views from it up to the
/// container. So the views on that chain are members too.
///
/// Invariant: a member exists exactly while an installed constraint refers to it;
/// a member's own constraints (`Member.system`) do not count as referring to it.
///
/// What the constraints leave undetermined gets the value the simplex gives it,
/// zero for a variable no constraint mentions, as UIKit's engine "chooses one of
/// the possible solutions" (Auto Layout Guide, Ambiguous Layouts): a view pinned
/// by its position alone ends up zero-sized. Nothing holds a variable at its
/// previous value; such stays would make every solve expand the rows of whole
/// chains of views. The solution is still deterministic: the same constraints
/// added in the same order give the same values.
final class LayoutEngine {
    unowned(unsafe) let host: UIView
    /// A scratch engine (`systemLayoutSizeFitting`) leaves the views' state alone
    /// and logs nothing.
    let isScratch: Bool
    let solver = Solver()

    private(set) var members: [Member] = []
    private var memberByItem: [ObjectIdentifier: Member] = [:]
    /// Every constraint given to the engine (installed, broken or pending), in the
    /// order given; `Installation.index` is the position.
    private(set) var constraints: [NSLayoutConstraint] = []
    private var pending: [NSLayoutConstraint] = []
    /// Members whose own constraints may no longer match what they are built
    /// from (``SystemKey``): brought up to date at the next solve, so a solve
    /// costs what changed rather than every member.
    private var staleMembers: [Member] = []
    /// Members that joined since the last solve: it compares their solved frames
    /// with their frames even if their variables keep the values they started with.
    private var unsettledMembers: [Member] = []
    private var hasBroken = false
    private var removedSinceSolve = false

    var needsSolve = false
    /// The view whose `layoutSubviews` is applying solved frames to its subviews:
    /// those changes do not mark it again.
    unowned(unsafe) var applyingSuperview: UIView?
    private var isSolving = false
    /// Calls of ``exerciseAmbiguity(_:)``, whose parity picks the direction.
    private var exerciseCount = 0

    /// How the scratch engine sizes its host (systemLayoutSizeFitting).
    var fittingTarget: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    init(host: UIView, isScratch: Bool = false) {
        self.host = host
        self.isScratch = isScratch
    }

    /// The engine's bookkeeping for one constraint.
    final class Installation {
        weak var engine: LayoutEngine?
        var index = 0
        var isPending = true
        /// Required and unsatisfiable when added: active, but not in the solver.
        var isBroken = false
        var solverConstraints: [Cassowary.Constraint] = []
        var referenced: [Member] = []
        /// For the engine's own constraints, the member they belong to and the
        /// view they are expressed in.
        unowned(unsafe) var owner: Member?
        unowned(unsafe) var ancestor: UIView?
        init(engine: LayoutEngine) { self.engine = engine }
    }

    /// A view or guide taking part, with its variables.
    final class Member {
        unowned(unsafe) let engine: LayoutEngine
        unowned(unsafe) let view: UIView?
        unowned(unsafe) let guide: UILayoutGuide?
        let minX: Cassowary.Variable, minY: Cassowary.Variable
        let width: Cassowary.Variable, height: Cassowary.Variable
        var references = 0
        /// The position in `members`; -1 once released. The variables carry it as
        /// their tag, so that the solver's report of what moved leads back here.
        var index = 0 {
            didSet {
                minX.tag = index
                minY.tag = index
                width.tag = index
                height.tag = index
            }
        }
        /// Listed in `staleMembers`.
        var isStale = false
        /// Listed in `unsettledMembers`, or among the moved ones of a solve.
        var isUnsettled = false
        /// The superview whose `memberSubviewCount` counts this member: the
        /// view's superview when it joined (a root engine's host has none, and
        /// keeps none when its engine is torn down on joining a superview).
        unowned(unsafe) var countedIn: UIView?
        var system: [NSLayoutConstraint] = []
        var systemKey: SystemKey = .none

        init(engine: LayoutEngine, view: UIView?, guide: UILayoutGuide?) {
            self.engine = engine
            self.view = view
            self.guide = guide
            minX = Variable("minX")
            minY = Variable("minY")
            width = Variable("width")
            height = Variable("height")
        }

        var variables: [Cassowary.Variable] { [minX, minY, width, height] }

        func owns(_ variable: Cassowary.Variable) -> Bool {
            variable === minX || variable === minY || variable === width || variable === height
        }
        var item: LayoutItem? { view ?? guide }
        var isHost: Bool { view === engine.host }

        /// The frame the last solve gave the member, its edges on the screen's
        /// pixel grid as UIKit places them (a third of a point on a 3x screen):
        /// each edge is rounded, and the size is what lies between them.
        var solvedFrame: CGRect {
            let scale = Double(UIScreen.main.scale)
            func pixels(_ value: Double) -> Double { (value * scale).rounded() + 0 }  // + 0: no -0
            let left = pixels(minX.value), right = pixels(minX.value + width.value)
            let top = pixels(minY.value), bottom = pixels(minY.value + height.value)
            return CGRect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
        }
    }

    /// What a member's own constraints were built from; a change rebuilds them.
    enum SystemKey: Equatable {
        case none
        case rootSize(CGSize)
        case autoresizing(frame: CGRect, superviewSize: CGSize, mask: UIView.AutoresizingMask)
        case contentSize(CGSize, hugging: [Float], compression: [Float])
        case guide(UIEdgeInsets)

        var isFinite: Bool {
            switch self {
            case .none: return true
            case .rootSize(let size): return size.width.isFinite && size.height.isFinite
            case let .autoresizing(frame, size, _):
                return [frame.minX, frame.minY, frame.width, frame.height, size.width, size.height].allSatisfy(\.isFinite)
            case .contentSize(let size, _, _): return size.width.isFinite && size.height.isFinite
            case .guide(let insets): return [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite)
            }
        }
    }

    // MARK: Priorities

    /// "Higher priority constraints are satisfied before lower priority
    /// constraints" (NSLayoutConstraint.h): no number of lower ones outweighs a
    /// higher one. The solver's levels are lexicographic in just that way, so each
    /// priority is a level of its own, keyed by its value; constraints of one
    /// priority add up, as in UIKit.
    static func strength(for priority: UILayoutPriority) -> Strength {
        // A NaN priority (from a fitting priority, say) counts as the lowest.
        let p = priority.rawValue.isNaN ? 1 : Double(min(max(priority.rawValue, 1), 1000))
        return p >= 1000 ? .required : Strength(level: p)
    }

    /// A level below every priority: pulls a variable only among the solutions
    /// that every constraint leaves equally good (``isAmbiguous(_:)``).
    static let probeStrength = Strength(level: 0)

    // MARK: Constraints in and out

    /// Takes an active constraint; it enters the solver at the next solve.
    func add(_ constraint: NSLayoutConstraint) {
        let installation = Installation(engine: self)
        installation.index = constraints.count
        constraint.installation = installation
        constraints.append(constraint)
        pending.append(constraint)
        needsSolve = true
    }

    /// Takes one of the engine's own constraints that no member owns (a fitting
    /// target), expressed in `ancestor`.
    func addOwned(_ constraint: NSLayoutConstraint, ancestor: UIView) {
        add(constraint)
        constraint.installation?.ancestor = ancestor
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let installation = constraint.installation, installation.engine === self else { return }
        uninstall(constraint, installation)
        let last = constraints.removeLast()
        if last !== constraint {
            constraints[installation.index] = last
            last.installation?.index = installation.index
        }
        if installation.isPending, let position = pending.firstIndex(where: { $0 === constraint }) {
            pending.remove(at: position)
        }
        constraint.installation = nil
        removedSinceSolve = true
        needsSolve = true
    }

    /// A new constant or priority: the constraint is expressed again.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        guard let installation = constraint.installation, !installation.isPending else { return }
        uninstall(constraint, installation)
        installation.isPending = true
        pending.append(constraint)
        removedSinceSolve = true
        needsSolve = true
    }

    /// Lets go of everything: the views' state no longer points here. Returns the
    /// constraints given to it (not its own), in the order given.
    func tearDown() -> [NSLayoutConstraint] {
        let given = constraints
        for constraint in constraints { constraint.installation = nil }
        for member in members {
            for constraint in member.system { constraint.installation = nil }
            detachState(of: member)
        }
        constraints = []
        pending = []
        staleMembers = []
        unsettledMembers = []
        members = []
        memberByItem = [:]
        return given
    }

    private func uninstall(_ constraint: NSLayoutConstraint, _ installation: Installation) {
        guard !installation.isPending else { return }
        if !installation.isBroken {
            for solverConstraint in installation.solverConstraints where solver.hasConstraint(solverConstraint) {
                try? solver.removeConstraint(solverConstraint)
            }
        }
        installation.solverConstraints = []
        installation.isBroken = false
        let referenced = installation.referenced
        installation.referenced = []
        installation.isPending = true
        for member in referenced { release(member) }
    }

    // MARK: Members

    /// What the member's own constraints are built from may have changed (its
    /// frame, mask, intrinsic size or priorities, its superview's size, a
    /// guide's insets): they are checked at the next solve.
    func systemInputsDidChange(_ member: Member) {
        needsSolve = true
        guard !member.isStale else { return }
        member.isStale = true
        staleMembers.append(member)
    }

    func existingMember(for item: AnyObject) -> Member? { memberByItem[ObjectIdentifier(item)] }

    private func member(for item: LayoutItem) -> Member {
        if let found = memberByItem[ObjectIdentifier(item)] { return found }
        let view = item as? UIView
        let guide = item as? UILayoutGuide
        let member = Member(engine: self, view: view, guide: guide)
        member.index = members.count
        members.append(member)
        memberByItem[ObjectIdentifier(item)] = member
        if !isScratch, let view {
            let state = view.ensureConstraintState()
            state.member = member
            member.countedIn = view.superviewStorage
            view.superviewStorage?.ensureConstraintState().memberSubviewCount += 1
        }
        refreshSystemConstraints(of: member)
        if !isScratch { noteUnsettled(member) }
        return member
    }

    private func noteUnsettled(_ member: Member) {
        guard !member.isUnsettled else { return }
        member.isUnsettled = true
        unsettledMembers.append(member)
    }

    private func release(_ member: Member) {
        member.references -= 1
        guard member.references <= 0 else { return }
        let system = member.system
        member.system = []
        member.systemKey = .none
        for constraint in system {
            if let installation = constraint.installation { uninstall(constraint, installation) }
            constraint.installation = nil
        }
        let last = members.removeLast()
        if last !== member {
            members[member.index] = last
            last.index = member.index
        }
        member.index = -1
        if let item = member.item { memberByItem[ObjectIdentifier(item)] = nil }
        detachState(of: member)
    }

    private func detachState(of member: Member) {
        guard !isScratch, let view = member.view, let state = view.constraintState, state.member === member else { return }
        state.member = nil
        if let superState = member.countedIn?.constraintState { superState.memberSubviewCount -= 1 }
        member.countedIn = nil
    }

    // MARK: Expressions

    /// The item's attribute as a linear expression in `ancestor`'s coordinate
    /// space, noting the members it uses; nil if the item is not below `ancestor`.
    private func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
                            referenced: inout [Member], owner: Member?) -> Cassowary.Expression? {
        var item = item
        var attribute = attribute
        if let plain = attribute.withoutMargin {
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = plain
        }
        switch attribute {
        case .leading, .trailing:
            let rightToLeft = item.hierarchyView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            attribute = (attribute == .leading) != rightToLeft ? .left : .right
        case .lastBaseline, .firstBaseline:
            // The baseline of the view the item names for it; a view without
            // text has none, and Auto Layout takes its top edge for the first
            // baseline and its bottom edge for the last (UIView's
            // forFirstBaselineLayout documentation).
            if let view = item as? UIView {
                let named = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                if named === view || named.isDescendant(of: view) { item = named }
            }
            attribute = attribute == .firstBaseline ? .top : .bottom
        default: break
        }
        func use(_ item: LayoutItem) -> Member {
            let found = member(for: item)
            if found !== owner {
                found.references += 1
                referenced.append(found)
            }
            return found
        }
        let horizontal = attribute.axis == .horizontal
        if attribute.isDimension {
            let m = use(item)
            return Cassowary.Expression([Term(horizontal ? m.width : m.height)])
        }
        var terms: [Term] = []
        var size: Cassowary.Variable?
        if (item as? UIView) === ancestor {
            if attribute != .left && attribute != .top {
                let m = use(item)
                size = horizontal ? m.width : m.height
            }
        } else {
            let m = use(item)
            size = horizontal ? m.width : m.height
            terms.append(Term(horizontal ? m.minX : m.minY))
            var above = (item as? UIView)?.superviewStorage ?? (item as? UILayoutGuide)?.owningView
            while let view = above, view !== ancestor {
                let chain = use(view)
                terms.append(Term(horizontal ? chain.minX : chain.minY))
                above = view.superviewStorage
            }
            if above == nil { return nil }
        }
        switch attribute {
        case .right, .bottom: if let size { terms.append(Term(size)) }
        case .centerX, .centerY: if let size { terms.append(Term(size, 0.5)) }
        default: break
        }
        return Cassowary.Expression(terms)
    }

    /// The solver constraints for `constraint` (two for a content size constraint).
    private func solverConstraints(for constraint: NSLayoutConstraint, _ installation: Installation) -> [Cassowary.Constraint]? {
        guard let first = constraint.firstItem as? LayoutItem,
              let ancestor = installation.ancestor ?? constraint.container else { return nil }
        var referenced: [Member] = []
        defer { installation.referenced = referenced }
        guard let lhs = expression(first, constraint.firstAttribute, in: ancestor, referenced: &referenced,
                                   owner: installation.owner) else { return nil }
        // A leading or trailing constant points the way the text reads: in a
        // right-to-left view, leftwards, so that `leading == superview.leading + 8`
        // insets the view from the right edge as it insets it from the left.
        var constant = Double(constraint.constant)
        if constraint.firstAttribute.isLeadingTrailing, first.hierarchyView?.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            constant = -constant
        }
        var rhs = Cassowary.Expression(constant: constant)
        if let second = constraint.secondItem as? LayoutItem {
            guard let other = expression(second, constraint.secondAttribute, in: ancestor, referenced: &referenced,
                                         owner: installation.owner) else { return nil }
            rhs = other * Double(constraint.multiplier) + constant
        }
        if let content = constraint as? NSContentSizeLayoutConstraint {
            return [Cassowary.Constraint(lhs - rhs, .lessThanOrEqual, strength: LayoutEngine.strength(for: content.hugging)),
                    Cassowary.Constraint(lhs - rhs, .greaterThanOrEqual, strength: LayoutEngine.strength(for: content.compressionResistance))]
        }
        let relation: Cassowary.Relation
        switch constraint.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return [Cassowary.Constraint(lhs - rhs, relation, strength: LayoutEngine.strength(for: constraint.priority))]
    }

    private func install(_ constraint: NSLayoutConstraint) {
        guard let installation = constraint.installation, installation.isPending else { return }
        installation.isPending = false
        guard let built = solverConstraints(for: constraint, installation) else {
            installation.isBroken = true
            hasBroken = true
            return
        }
        installation.solverConstraints = built
        do {
            try solver.addConstraints(built)
        } catch {
            installation.isBroken = true
            hasBroken = true
            if !isScratch { reportUnsatisfiable(constraint) }
        }
    }

    // MARK: The engine's own constraints

    private func systemKey(for member: Member) -> SystemKey {
        if let guide = member.guide {
            guard let owner = guide.owningView else { return .none }
            switch guide.kind {
            case .user: return .none
            case .safeArea: return .guide(owner.safeAreaInsets)
            case .margins: return .guide(owner.effectiveLayoutMargins)
            case .readableContent: return .guide(owner.readableContentInsets)
            case .keyboard:
                guard let keyboard = guide as? UIKeyboardLayoutGuide else { return .none }
                return .guide(owner.keyboardGuideInsets(for: keyboard))
            case .scrollContent: return .guide(.zero)
            case .scrollFrame:
                // Insets that move all four edges by the scroll position: the
                // owner's edges are its content's, the bounds origin ignored.
                let offset = owner.boundsOrigin
                return .guide(UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x))
            }
        }
        guard let view = member.view else { return .none }
        if member.isHost {
            return fittingTarget == nil ? .rootSize(view.frameStorage.size) : .none
        }
        if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superviewStorage {
            return .autoresizing(frame: view.frameStorage, superviewSize: superview.frameStorage.size, mask: view.autoresizingMask)
        }
        let size = view.cachedIntrinsicContentSize
        guard size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric else { return .none }
        return .contentSize(size, hugging: [view.contentHuggingPriority(for: .horizontal).rawValue,
                                            view.contentHuggingPriority(for: .vertical).rawValue],
                            compression: [view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                                          view.contentCompressionResistancePriority(for: .vertical).rawValue])
    }

    private func refreshSystemConstraints(of member: Member) {
        var key = systemKey(for: member)
        // Geometry may hold infinities (UIView+Geometry.swift); the solver takes
        // only finite numbers, so such a frame leaves the member unconstrained.
        if !key.isFinite { key = .none }
        guard key != member.systemKey else { return }
        for constraint in member.system {
            if let installation = constraint.installation { uninstall(constraint, installation) }
            constraint.installation = nil
        }
        member.systemKey = key
        guard let item = member.item else { member.system = []; return }
        let (built, ancestor) = SystemConstraints.make(for: item, key)
        member.system = built
        for constraint in built {
            let installation = Installation(engine: self)
            installation.owner = member
            installation.ancestor = ancestor
            installation.index = -1
            constraint.installation = installation
            install(constraint)
        }
    }

    // MARK: Solving

    /// Brings the solver up to date with the constraints and the geometry it
    /// depends on, solves, and marks for layout the superviews of the views whose
    /// frames the solution changes. Does nothing if nothing changed since the last solve.
    func solveIfNeeded() {
        guard needsSolve, !isSolving else { return }
        isSolving = true
        defer { isSolving = false }
        needsSolve = false
        while !pending.isEmpty {
            let batch = pending
            pending = []
            for constraint in batch { install(constraint) }
        }
        if hasBroken && removedSinceSolve { retryBroken() }
        removedSinceSolve = false
        while let member = staleMembers.popLast() {
            member.isStale = false
            if member.index >= 0 { refreshSystemConstraints(of: member) }
        }
        updateVariablesAndMarkMovedMembers()
    }

    /// Reads the solution. Guides whose variables moved take their solved frames;
    /// the superviews of views whose variables moved, to a frame other than the
    /// one they have, lay out again, which applies it. As in UIKit ("engine
    /// variables receive new values; views call superview.setNeedsLayout()",
    /// WWDC 2015, Mysteries of Auto Layout, Part 2), a view whose frame was set
    /// in code while its variables stay put keeps that frame until its superview
    /// lays out for another reason.
    private func updateVariablesAndMarkMovedMembers() {
        guard !isScratch else { return solver.updateVariables() }
        var moved = unsettledMembers
        unsettledMembers = []
        solver.updateVariables { variable in
            guard variable.tag >= 0, variable.tag < members.count else { return }
            let member = members[variable.tag]
            guard !member.isUnsettled, member.owns(variable) else { return }
            member.isUnsettled = true
            moved.append(member)
        }
        for member in moved {
            member.isUnsettled = false
            guard member.index >= 0 else { continue }
            if let guide = member.guide {
                guide.layoutFrame = member.solvedFrame
                if guide.kind == .scrollContent { applyContentSize(of: guide, member.solvedFrame.size) }
            } else if let view = member.view, !member.isHost, member.solvedFrame != view.frameStorage {
                view.superviewStorage?.setNeedsLayout()
            }
        }
    }

    /// A scroll view's content size, along each axis on which an enforced
    /// constraint other than the engine's own uses the content guide's extent
    /// (its width or height, or an edge or center that depends on it); along
    /// another axis the solved size is only the solver's pick, and the
    /// `contentSize` set in code stands.
    private func applyContentSize(of guide: UILayoutGuide, _ size: CGSize) {
        guard let scrollView = guide.owningView as? UIScrollView else { return }
        var sized = (horizontal: false, vertical: false)
        for constraint in guide.constraintMentions.constraints {
            guard let installation = constraint.installation, installation.engine === self,
                  !installation.isPending, !installation.isBroken else { continue }
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
            where item === guide {
                switch attribute.withoutMargin ?? attribute {
                case .width, .right, .trailing, .centerX: sized.horizontal = true
                case .height, .bottom, .centerY, .lastBaseline: sized.vertical = true
                default: break
                }
            }
        }
        guard sized.horizontal || sized.vertical else { return }
        var contentSize = scrollView.contentSize
        if sized.horizontal { contentSize.width = size.width }
        if sized.vertical { contentSize.height = size.height }
        if contentSize != scrollView.contentSize { scrollView.contentSize = contentSize }
    }

    /// Broken constraints may fit once others are gone; those that still do not
    /// stay broken, without a second report.
    private func retryBroken() {
        hasBroken = false
        for constraint in everyConstraint {
            guard let installation = constraint.installation, installation.isBroken else { continue }
            if (try? solver.addConstraints(installation.solverConstraints)) != nil {
                installation.isBroken = false
            } else {
                hasBroken = true
            }
        }
    }

    // MARK: Unsatisfiable constraints

    /// Every constraint given to the engine, and its own.
    private var everyConstraint: [NSLayoutConstraint] {
        constraints + members.flatMap(\.system)
    }

    /// Every constraint in the engine, its own included, that is installed and enforced.
    private var enforced: [NSLayoutConstraint] {
        everyConstraint.filter { constraint in
            guard let installation = constraint.installation else { return false }
            return !installation.isPending && !installation.isBroken
        }
    }

    /// The required constraints that, with `broken`, cannot all hold: those that
    /// share variables with it, narrowed (when there are not too many) to a
    /// minimal set by taking out each one that is not needed for the conflict.
    func conflictingConstraints(with broken: NSLayoutConstraint) -> [NSLayoutConstraint] {
        guard let brokenParts = broken.installation?.solverConstraints else { return [] }
        let required = enforced.filter { $0 !== broken && $0.installation?.solverConstraints.contains { $0.strength.isRequired } == true }
        // Connected through shared variables.
        var reached = Set(brokenParts.flatMap { $0.expression.terms.map { ObjectIdentifier($0.variable) } })
        var candidates: [NSLayoutConstraint] = []
        var remaining = required
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { constraint in
                let variables = constraint.installation?.solverConstraints.flatMap { $0.expression.terms.map { ObjectIdentifier($0.variable) } } ?? []
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                candidates.append(constraint)
                grew = true
                return true
            }
        }
        func conflicts(_ set: [NSLayoutConstraint]) -> Bool {
            let trial = Solver()
            for constraint in set {
                for part in constraint.installation?.solverConstraints ?? [] where part.strength.isRequired {
                    try? trial.addConstraint(part)
                }
            }
            return (try? trial.addConstraints(brokenParts.filter { $0.strength.isRequired })) == nil
        }
        candidates.sort { $0.objectID < $1.objectID }
        if candidates.count <= 200 {
            var index = 0
            while index < candidates.count {
                var without = candidates
                without.remove(at: index)
                if conflicts(without) { candidates = without } else { index += 1 }
            }
        }
        return (candidates + [broken]).sorted { $0.objectID < $1.objectID }
    }

    /// UIKit's console message, word for word, with ids in place of addresses.
    private func reportUnsatisfiable(_ broken: NSLayoutConstraint) {
        let involved = conflictingConstraints(with: broken)
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if involved.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        text += involved.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
        text += "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(broken.description)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        UIKitWarning.log(text)
    }

    // MARK: Debugging

    /// Whether the constraints leave any of the member's variables free: in a
    /// copy of the engine's system, each variable pulled at the weakest strength
    /// first one way and then the other, moving only among the solutions every
    /// constraint finds equally good. The engine's own solution is untouched.
    func isAmbiguous(_ member: Member) -> Bool {
        solveIfNeeded()
        let trial = Solver()
        let parts = enforced.flatMap { $0.installation?.solverConstraints ?? [] }
        guard (try? trial.addConstraints(parts)) != nil else { return false }
        let variables = member.variables
        for variable in variables {
            try? trial.addEditVariable(variable, strength: LayoutEngine.probeStrength)
        }
        func pulled(by offset: Double) -> [Double] {
            for variable in variables { try? trial.suggestValue(variable, variable.value + offset) }
            return variables.map { trial.value(of: $0) }
        }
        let up = pulled(by: 100), down = pulled(by: -100)
        return zip(up, down).contains { abs($0 - $1) > 1e-6 }
    }

    /// Moves an ambiguous member to another of the solutions the constraints
    /// allow, as UIKit's `exerciseAmbiguityInLayout` does: its variables pulled
    /// at the weakest strength, one way on one call and the other way on the
    /// next, then let go, leaving the solution where the pull took it.
    /// Deterministic where UIKit's choice is random.
    func exerciseAmbiguity(_ member: Member) {
        guard isAmbiguous(member) else { return }
        exerciseCount += 1
        let offset: Double = exerciseCount % 2 == 1 ? 100 : -100
        let variables = member.variables
        for variable in variables where !solver.hasEditVariable(variable) {
            try? solver.addEditVariable(variable, strength: LayoutEngine.probeStrength)
        }
        for variable in variables { try? solver.suggestValue(variable, variable.value + offset) }
        updateVariablesAndMarkMovedMembers()
        for variable in variables { try? solver.removeEditVariable(variable) }
    }

    /// The enforced constraints (the engine's own included) that the view's
    /// frame along the axis rests on, in creation order: its own, and those
    /// that place what it is tied to, up to the root's size, as UIKit lists
    /// them. An inequality with room to spare is not among them.
    func constraintsAffecting(_ view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let member = existingMember(for: view) else { return [] }
        let all = enforced
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        var parts: [Cassowary.Constraint] = []
        for constraint in all {
            for part in constraint.installation?.solverConstraints ?? [] {
                owners[ObjectIdentifier(part)] = constraint
                parts.append(part)
            }
        }
        let variables = axis == .horizontal ? [member.minX, member.width] : [member.minY, member.height]
        var found: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for variable in variables {
            for part in solver.constraints(determining: variable, among: parts) {
                if let owner = owners[ObjectIdentifier(part)] { found[ObjectIdentifier(owner)] = owner }
            }
        }
        return found.values.sorted { $0.objectID < $1.objectID }
    }
}
