import XCTest
@testable import ViewCore

/// Seeded random sequences of hierarchy changes over 2 windows and 30 views, checked
/// after every step against a model of the hierarchy: the exact callbacks R2.1–R2.5
/// call for (or none, or the R2.7 error), the resulting structure, every
/// `willMove…` matched by its `didMove…`, each view's window, and the display
/// cycle's bookkeeping of layout marks.
final class RandomizedHierarchyTests: ViewCoreTestCase {
    static let seeds: ClosedRange<UInt64> = 1...200
    static let steps = 200
    static let windowCount = 2
    static let viewCount = 30

    func testRandomHierarchyChangesKeepTheHierarchyConsistent() {
        for seed in Self.seeds {
            let run = RandomRun(seed: seed)
            defer { run.tearDown() }
            for step in 1...Self.steps {
                if let failure = run.step() {
                    XCTFail("seed \(seed), step \(step): \(failure)\n(rerun with RandomizedHierarchyTests.seeds = \(seed)...\(seed))")
                    break
                }
            }
        }
    }

    /// The same runs (a quarter of the seeds) with every walk on its own stack from
    /// the first level, as the walks go below `UIView.walkRecursionLimit` levels
    /// (UIView+Traversal.swift): the same callbacks in the same order.
    /// `LUAUI_WALK_RECURSION_LIMIT=0 swift test` runs the whole suite so.
    func testRandomHierarchyChangesWithTheWalksOwnStacks() {
        let saved = UIView.walkRecursionLimit
        UIView.walkRecursionLimit = 0
        defer { UIView.walkRecursionLimit = saved }
        for seed in Self.seeds.prefix(Self.seeds.count / 4) {
            let run = RandomRun(seed: seed)
            defer { run.tearDown() }
            for step in 1...Self.steps {
                if let failure = run.step() {
                    XCTFail("seed \(seed), step \(step): \(failure)")
                    break
                }
            }
        }
    }

    func testSplitMix64IsDeterministic() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42), c = SplitMix64(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        XCTAssertEqual(first, (0..<8).map { _ in b.next() })
        XCTAssertNotEqual(first, (0..<8).map { _ in c.next() })
        // The published first output of SplitMix64 seeded with 0.
        var zero = SplitMix64(seed: 0)
        XCTAssertEqual(zero.next(), 0xE220A8397B1DCDAF)
    }
}

// MARK: - The generator

/// Steele, Lea and Flood's SplitMix64: small, fast, and the same on every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    mutating func percent(_ chance: Int) -> Bool { below(100) < chance }
}

// MARK: - Nodes that record their callbacks

/// What every node of one run writes to: the callbacks in order, the layout passes,
/// and any callback that came without its `willMove…` or out of turn.
final class RandomRecorder {
    /// Node names by identity: cheaper than a dynamic cast per callback.
    var names: [ObjectIdentifier: String] = [:]
    var events: [String] = []
    var laidOut: [String] = []
    var violations: [String] = []
}

/// Per-node bookkeeping shared by the view and window classes: the move under way
/// (set by `willMove…`, checked and cleared by `didMove…`) and the window the
/// callbacks last announced, to compare with the model independently of `window`.
final class NodeState {
    let name: String
    let recorder: RandomRecorder
    var pendingSuperview: String?
    var pendingWindow: String?
    var announcedWindow = "nil"

    init(name: String, recorder: RandomRecorder) {
        self.name = name
        self.recorder = recorder
    }

    func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return recorder.names[ObjectIdentifier(view)] ?? nameOf(view)
    }

    func willMove(toSuperview view: UIView, _ newSuperview: UIView?) {
        if let pendingSuperview { recorder.violations.append("\(name): willMoveToSuperview: while a move to \(pendingSuperview) is pending") }
        pendingSuperview = name(newSuperview)
        recorder.events.append("\(name) willMoveToSuperview: \(name(newSuperview))")
    }

    func didMoveToSuperview(_ view: UIView) {
        if pendingSuperview == nil {
            recorder.violations.append("\(name): didMoveToSuperview without willMoveToSuperview:")
        } else if pendingSuperview != name(view.superview) {
            recorder.violations.append("\(name): didMoveToSuperview under \(name(view.superview)), announced \(pendingSuperview!)")
        }
        pendingSuperview = nil
        recorder.events.append("\(name) didMoveToSuperview")
    }

    func willMove(toWindow view: UIView, _ newWindow: UIWindow?) {
        if let pendingWindow { recorder.violations.append("\(name): willMoveToWindow: while a move to \(pendingWindow) is pending") }
        pendingWindow = name(newWindow)
        recorder.events.append("\(name) willMoveToWindow: \(name(newWindow))")
    }

    func didMoveToWindow(_ view: UIView) {
        if let pendingWindow {
            if pendingWindow != name(view.window) {
                recorder.violations.append("\(name): didMoveToWindow in \(name(view.window)), announced \(pendingWindow)")
            }
            announcedWindow = pendingWindow
        } else {
            recorder.violations.append("\(name): didMoveToWindow without willMoveToWindow:")
        }
        pendingWindow = nil
        recorder.events.append("\(name) didMoveToWindow")
    }
}

final class RandomView: UIView, LogNamed {
    let state: NodeState
    var logName: String { state.name }

    init(name: String, recorder: RandomRecorder, frame: CGRect) {
        state = NodeState(name: name, recorder: recorder)
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    override func willMove(toSuperview newSuperview: UIView?) { state.willMove(toSuperview: self, newSuperview) }
    override func didMoveToSuperview() { state.didMoveToSuperview(self) }
    override func willMove(toWindow newWindow: UIWindow?) { state.willMove(toWindow: self, newWindow) }
    override func didMoveToWindow() { state.didMoveToWindow(self) }
    override func didAddSubview(_ subview: UIView) { state.recorder.events.append("\(state.name) didAddSubview: \(state.name(subview))") }
    override func willRemoveSubview(_ subview: UIView) { state.recorder.events.append("\(state.name) willRemoveSubview: \(state.name(subview))") }
    override func layoutSubviews() { state.recorder.laidOut.append(state.name) }
}

final class RandomWindow: UIWindow, LogNamed {
    let state: NodeState
    var logName: String { state.name }

    init(name: String, recorder: RandomRecorder) {
        state = NodeState(name: name, recorder: recorder)
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError("not archived in these tests") }

    override func willMove(toSuperview newSuperview: UIView?) { state.willMove(toSuperview: self, newSuperview) }
    override func didMoveToSuperview() { state.didMoveToSuperview(self) }
    override func willMove(toWindow newWindow: UIWindow?) { state.willMove(toWindow: self, newWindow) }
    override func didMoveToWindow() { state.didMoveToWindow(self) }
    override func didAddSubview(_ subview: UIView) { state.recorder.events.append("\(state.name) didAddSubview: \(state.name(subview))") }
    override func willRemoveSubview(_ subview: UIView) { state.recorder.events.append("\(state.name) willRemoveSubview: \(state.name(subview))") }
    override func layoutSubviews() { state.recorder.laidOut.append(state.name); super.layoutSubviews() }
}

// MARK: - The model

/// The hierarchy as it should be: node indexes, windows first.
struct HierarchyModel {
    var parent: [Int?]
    var children: [[Int]]

    init(count: Int) {
        parent = Array(repeating: nil, count: count)
        children = Array(repeating: [], count: count)
    }

    /// Whether `ancestor` is `node` or above it.
    func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        var current: Int? = node
        while let index = current {
            if index == ancestor { return true }
            current = parent[index]
        }
        return false
    }

    func root(of node: Int) -> Int {
        var current = node
        while let up = parent[current] { current = up }
        return current
    }

    func preorder(_ node: Int) -> [Int] { [node] + children[node].flatMap(preorder) }
    func postorder(_ node: Int) -> [Int] { children[node].flatMap(postorder) + [node] }

    mutating func detach(_ node: Int) {
        guard let up = parent[node] else { return }
        children[up].removeAll { $0 == node }
        parent[node] = nil
    }

    mutating func attach(_ node: Int, to newParent: Int, at index: Int) {
        children[newParent].insert(node, at: index)
        parent[node] = newParent
    }
}

// MARK: - One seeded run

final class RandomRun {
    var rng: SplitMix64
    var model: HierarchyModel
    let recorder = RandomRecorder()
    let nodes: [UIView]
    let states: [NodeState]
    let visibleWindow: RandomWindow
    /// Node indexes by identity.
    let indexes: [ObjectIdentifier: Int]
    var stepCount = 0

    static let windowCount = RandomizedHierarchyTests.windowCount

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        let total = Self.windowCount + RandomizedHierarchyTests.viewCount
        model = HierarchyModel(count: total)
        var nodes: [UIView] = []
        var states: [NodeState] = []
        for index in 0..<Self.windowCount {
            let window = RandomWindow(name: "W\(index)", recorder: recorder)
            nodes.append(window)
            states.append(window.state)
        }
        for index in 0..<RandomizedHierarchyTests.viewCount {
            // Non-empty frames, so that the visible window draws what it holds.
            let view = RandomView(name: "v\(index)", recorder: recorder,
                                  frame: CGRect(x: CGFloat(index % 6) * 10, y: 60 + CGFloat(index / 6) * 10, width: 40, height: 30))
            nodes.append(view)
            states.append(view.state)
        }
        self.nodes = nodes
        self.states = states
        indexes = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { (ObjectIdentifier($1), $0) })
        for (node, state) in zip(nodes, states) { recorder.names[ObjectIdentifier(node)] = state.name }
        visibleWindow = nodes[0] as! RandomWindow
        visibleWindow.isHidden = false  // W0 draws; W1 stays hidden
    }

    func tearDown() {
        visibleWindow.isHidden = true
    }

    private func name(_ node: Int?) -> String { node.map { states[$0].name } ?? "nil" }
    private func name(of view: UIView?) -> String { states[0].name(view) }
    private func windowOf(_ node: Int) -> Int? {
        let root = model.root(of: node)
        return root < Self.windowCount ? root : nil
    }

    // MARK: Operations

    enum Outcome {
        case events([String])
        case error(UIKitException.Name)
    }

    /// One random operation: performs it, and returns what went wrong, if anything.
    func step() -> String? {
        stepCount += 1
        let windows = Self.windowCount, total = nodes.count
        let v = rng.inRange(windows...(total - 1))  // windows never move
        let s = rng.percent(15) ? rng.below(windows) : rng.below(total)
        let count = model.children[s].count
        let description: String
        let outcome: Outcome
        var placement: (sibling: Int, above: Bool)?
        let act: () -> Void

        switch rng.below(10) {
        case 0, 1:
            description = "\(name(s)) addSubview: \(name(v))"
            outcome = expectInsert(v, into: s, at: count)
            act = { [nodes] in nodes[s].addSubview(nodes[v]) }
        case 2:
            let index = rng.inRange(-1...(count + 1))
            description = "\(name(s)) insertSubview: \(name(v)) atIndex: \(index)"
            outcome = expectInsert(v, into: s, at: index)
            act = { [nodes] in nodes[s].insertSubview(nodes[v], at: index) }
        case 3, 4:
            let above = rng.percent(50)
            let sibling = count > 0 && rng.percent(85) ? model.children[s][rng.below(count)] : rng.below(total)
            description = "\(name(s)) insertSubview: \(name(v)) \(above ? "above" : "below")Subview: \(name(sibling))"
            if let index = model.children[s].firstIndex(of: sibling) {
                outcome = expectInsert(v, into: s, at: above ? index + 1 : index)
                // Independently of the index arithmetic: v must end up right beside it.
                if case .events = outcome, v != sibling { placement = (sibling, above) }
            } else {
                outcome = .error(.invalidArgumentException)
            }
            act = { [nodes] in
                if above { nodes[s].insertSubview(nodes[v], aboveSubview: nodes[sibling]) }
                else { nodes[s].insertSubview(nodes[v], belowSubview: nodes[sibling]) }
            }
        case 5, 6:
            description = "\(name(v)) removeFromSuperview"
            outcome = expectRemove(v)
            act = { [nodes] in nodes[v].removeFromSuperview() }
        case 7:
            let toFront = rng.percent(50)
            let subject = count > 0 && rng.percent(80) ? model.children[s][rng.below(count)] : v
            description = "\(name(s)) \(toFront ? "bringSubviewToFront" : "sendSubviewToBack"): \(name(subject))"
            if model.parent[subject] == s {
                model.children[s].removeAll { $0 == subject }
                if toFront { model.children[s].append(subject) } else { model.children[s].insert(subject, at: 0) }
            }
            outcome = .events([])
            act = { [nodes] in
                if toFront { nodes[s].bringSubviewToFront(nodes[subject]) } else { nodes[s].sendSubviewToBack(nodes[subject]) }
            }
        default:
            let i = rng.inRange(-1...count), j = rng.inRange(-1...count)
            description = "\(name(s)) exchangeSubviewAtIndex: \(i) withSubviewAtIndex: \(j)"
            if (0..<count).contains(i), (0..<count).contains(j) {
                model.children[s].swapAt(i, j)
                outcome = .events([])
            } else {
                outcome = .error(.rangeException)
            }
            act = { [nodes] in nodes[s].exchangeSubview(at: i, withSubviewAt: j) }
        }

        recorder.events.removeAll()
        let exception = UIKitException.capture(act)
        if let failure = check(outcome: outcome, exception: exception, placement: placement, v: v) {
            return "\(description): \(failure)"
        }
        if stepCount % 7 == 0, let failure = commitAndCheck() {
            return "commit after \(description): \(failure)"
        }
        return nil
    }

    /// R2.1/R2.3 for a view arriving in `s`, R2.4 for one already there, or R2.7's errors.
    /// Updates the model when the call is valid.
    private func expectInsert(_ v: Int, into s: Int, at index: Int) -> Outcome {
        if v == s || model.isAncestor(v, of: s) { return .error(.invalidArgumentException) }
        let count = model.children[s].count
        guard (0...count).contains(index) else { return .error(.rangeException) }
        if model.parent[v] == s {
            // Already a subview: only the order changes; the index counts v's old slot.
            let old = model.children[s].firstIndex(of: v)!
            model.children[s].remove(at: old)
            model.children[s].insert(v, at: min(old < index ? index - 1 : index, count - 1))
            return .events([])
        }
        let oldParent = model.parent[v]
        let oldWindow = windowOf(v), newWindow = windowOf(s)
        var events: [String] = []
        if let oldParent { events.append("\(name(oldParent)) willRemoveSubview: \(name(v))") }
        if oldWindow != newWindow {
            events += model.preorder(v).map { "\(name($0)) willMoveToWindow: \(name(newWindow))" }
        }
        events.append("\(name(v)) willMoveToSuperview: \(name(s))")
        if oldWindow != newWindow {
            events += model.postorder(v).map { "\(name($0)) didMoveToWindow" }
        }
        events += ["\(name(v)) didMoveToSuperview", "\(name(s)) didAddSubview: \(name(v))"]
        model.detach(v)
        model.attach(v, to: s, at: index)
        return .events(events)
    }

    /// R2.2.
    private func expectRemove(_ v: Int) -> Outcome {
        guard let oldParent = model.parent[v] else { return .events([]) }
        let inWindow = windowOf(v) != nil
        var events = ["\(name(oldParent)) willRemoveSubview: \(name(v))", "\(name(v)) willMoveToSuperview: nil"]
        if inWindow {
            events += model.preorder(v).map { "\(name($0)) willMoveToWindow: nil" }
            events += model.postorder(v).map { "\(name($0)) didMoveToWindow" }
        }
        events.append("\(name(v)) didMoveToSuperview")
        model.detach(v)
        return .events(events)
    }

    // MARK: Checks

    private func check(outcome: Outcome, exception: UIKitException?, placement: (sibling: Int, above: Bool)?, v: Int) -> String? {
        switch outcome {
        case .error(let name):
            if exception?.name != name { return "expected \(name.rawValue), got \(exception.map { "\($0.name.rawValue): \($0.reason)" } ?? "no exception")" }
            if !recorder.events.isEmpty { return "a refused call sent callbacks: \(recorder.events)" }
        case .events(let expected):
            if let exception { return "unexpected \(exception.name.rawValue): \(exception.reason)" }
            if recorder.events != expected { return "callbacks\n  got      \(recorder.events)\n  expected \(expected)" }
        }
        if !recorder.violations.isEmpty { return "callback pairing: \(recorder.violations)" }
        for state in states {
            if let pending = state.pendingSuperview { return "\(state.name): willMoveToSuperview: \(pending) never got its didMoveToSuperview" }
            if let pending = state.pendingWindow { return "\(state.name): willMoveToWindow: \(pending) never got its didMoveToWindow" }
        }
        if let placement {
            let siblings = model.children[model.parent[v]!]
            let offset = siblings.firstIndex(of: v)! - siblings.firstIndex(of: placement.sibling)!
            if offset != (placement.above ? 1 : -1) { return "model placed \(name(v)) at offset \(offset) from \(name(placement.sibling))" }
        }
        return checkStructure() ?? checkWindows() ?? checkLayoutMarks()
    }

    private func index(of view: UIView?) -> Int? {
        guard let view else { return nil }
        return indexes[ObjectIdentifier(view)]!
    }

    // The checks below run after every step, tens of thousands of times in a debug
    // build: plain index loops and flag bit tests keep them cheap. Names are built
    // only for failure messages.

    /// The views agree with each other (every subview's superview is its parent, no
    /// view appears twice) and with the model.
    private func checkStructure() -> String? {
        var appearances = [Int](repeating: 0, count: nodes.count)
        for index in 0..<nodes.count {
            let node = nodes[index]
            let subviews = node.subviews
            let expected = model.children[index]
            if subviews.count != expected.count { return structureMismatch(index) }
            for position in 0..<subviews.count {
                let subview = subviews[position]
                let subindex = self.index(of: subview)!
                appearances[subindex] += 1
                if appearances[subindex] > 1 { return "\(name(subindex)) appears twice among subviews" }
                if subview.superview !== node {
                    return "\(name(subindex)) is a subview of \(name(index)) but its superview is \(name(of: subview.superview))"
                }
                if subindex != expected[position] { return structureMismatch(index) }
            }
            if let superview = node.superview {
                if !superview.subviews.contains(where: { $0 === node }) {
                    return "\(name(index))'s superview \(name(of: superview)) does not list it"
                }
            }
            if self.index(of: node.superview) != model.parent[index] {
                return "\(name(index)).superview \(name(of: node.superview)), model \(name(model.parent[index]))"
            }
        }
        return nil
    }

    private func structureMismatch(_ index: Int) -> String {
        "\(name(index)).subviews \(nodes[index].subviews.map { name(of: $0) }), model \(model.children[index].map { name($0) })"
    }

    /// Each view's `window` is the window at its root, and the window its callbacks
    /// last announced.
    private func checkWindows() -> String? {
        for index in Self.windowCount..<nodes.count {
            let expected = windowOf(index)
            if self.index(of: nodes[index].window) != expected {
                return "\(name(index)).window \(name(of: nodes[index].window)), root's window \(name(expected))"
            }
            if states[index].announcedWindow != name(expected) {
                return "\(name(index)) was last told it moved to window \(states[index].announcedWindow), but its root's window is \(name(expected))"
            }
        }
        return nil
    }

    private static let layoutBits = DisplayCycle.Flags.layout.rawValue
    private static let subtreeLayoutBit = DisplayCycle.Flags.subtreeNeedsLayout.rawValue
    private static let registeredBit = DisplayCycle.Flags.registered.rawValue

    /// DisplayCycle's invariant: a view with a layout mark or subtree flag has an
    /// ancestor chain of subtree flags up to a registered root.
    private func checkLayoutMarks() -> String? {
        for index in 0..<nodes.count {
            let node = nodes[index]
            guard node.cycleFlags.rawValue & Self.layoutBits != 0 else { continue }
            if let superview = node.superview {
                if superview.cycleFlags.rawValue & Self.subtreeLayoutBit == 0 {
                    return "\(name(index)) is marked for layout but its superview \(name(of: superview)) lacks the subtree flag"
                }
            } else if node.cycleFlags.rawValue & Self.registeredBit == 0 {
                return "\(name(index)) is a marked root but not registered for the commit"
            }
        }
        return nil
    }

    /// Commits, then: every view marked for layout was laid out exactly once, nothing
    /// more than once, no layout mark is left anywhere, and in the visible window
    /// nothing is left to draw. Outside windows the views laid out are exactly the
    /// marked ones (in a window the safe area may add some).
    private func commitAndCheck() -> String? {
        let marked = Set(nodes.indices.filter { nodes[$0].needsLayout }.map { name($0) })
        recorder.laidOut.removeAll()
        let exception = UIKitException.capture { VirtualRunLoop.main.runOnce() }
        if let exception { return "the commit raised \(exception.reason)" }
        var counts: [String: Int] = [:]
        for laidOut in recorder.laidOut { counts[laidOut, default: 0] += 1 }
        if let twice = counts.first(where: { $0.value > 1 }) { return "\(twice.key) laid out \(twice.value) times" }
        let missed = marked.subtracting(counts.keys)
        if !missed.isEmpty { return "marked but not laid out: \(missed.sorted())" }
        for (index, node) in nodes.enumerated() {
            if !node.cycleFlags.isDisjoint(with: [.layout, .constraints]) { return "\(name(index)) still has layout flags after the commit" }
            if windowOf(index) == nil, counts[name(index)] != nil, !marked.contains(name(index)) {
                return "\(name(index)), outside any window, was laid out without a mark"
            }
            if windowOf(index) == 0, !node.cycleFlags.isDisjoint(with: .display) {
                return "\(name(index)) in the visible window still has display flags after the commit"
            }
            if windowOf(index) == 0, index >= Self.windowCount, node.contents == nil {
                return "\(name(index)) is in the visible window but was never drawn"
            }
        }
        return nil
    }
}
