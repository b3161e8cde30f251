/// The simplex tableau: one row per basic symbol, the objective, and two column
/// indexes, all in arrays indexed by symbol id.
///
/// Rows come in two sorts. A basic slack, error or dummy has a *flat* row: it mentions
/// parametric symbols only, as in the textbook tableau, because the simplex pivots on
/// these rows and reads their constants as values. A basic user variable has a
/// *definition*: it may mention other basic symbols, which stand for their own rows.
/// The simplex never pivots on a definition (user variables are unrestricted and
/// never in the objective), so nothing needs them flat, and keeping them as written
/// is what makes a chain of dependent variables cost the same per link however long
/// it is: substituting each link into the next, as a flat tableau must, gives the n-th
/// variable's row n cells. A definition is expanded (``expanded(_:)``) only when a
/// constraint needs it flat, and values are read through definitions
/// (``writeValues()``), only where rows changed.
///
/// Invariants, kept by every method here and relied on everywhere else:
/// - `columns`' list for `s` is exactly the basic symbols whose flat row has a cell
///   for `s`, and `dependents`' list those whose definition has one. Rows are therefore only
///   changed through this type, never in place by callers. This is what lets a
///   substitution visit only the rows that mention the substituted symbol.
/// - A basic symbol occurs in no flat row and not in the objective; it may occur in
///   definitions. Definitions never refer to themselves, even through other
///   definitions, so values and expansions are well defined.
/// - A dummy is basic only in the row of a required equation that restates others:
///   that row mentions dummies alone and its constant is zero, so the dummy is zero
///   as every dummy must be.
/// - Flat rows mention no user variable, and neither does the objective. Hence a user
///   variable can be made basic without touching any flat row, and feasibility is
///   untouched by it.
/// - Between public operations every restricted basic's constant is non-negative
///   (the basic solution is feasible) and no objective weight is lexicographically
///   negative (it is optimal).
/// - Symbols linked by a row are in one group (``Groups``).
/// - Every row inserted, removed or changed since the last ``writeValues()`` is
///   noted in `values`, which is how an update finds what to read again.
struct Tableau {
    private(set) var rows: [Row?] = []
    /// Each symbol's kind, so that a row's basic symbol can be rebuilt from its id.
    private(set) var kinds: [Symbol.Kind] = []
    private(set) var columns = SymbolLists()
    private(set) var dependents = SymbolLists()
    private(set) var objective = Objective()
    private(set) var groups = Groups()
    /// Phase one's objective while a constraint is added through an artificial
    /// variable; kept up to date by substitutions like the real one.
    var artificial: Row?
    /// Restricted basics whose constants went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// How many rows substitutions have rewritten: what the column indexes save, for
    /// tests to observe.
    private(set) var rewrittenRows = 0
    var scratch = Scratch()
    var values = Values()

    var symbolCount: Int { rows.count }
    /// How many symbols the storage beside `rows` has room for.
    private var capacity = 0

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        if rows.isEmpty { append(.dummy) }  // id 0 is never handed out
        let symbol = Symbol(id: Int32(rows.count), kind: kind)
        append(kind)
        return symbol
    }

    func symbol(_ index: Int) -> Symbol { Symbol(id: Int32(index), kind: kinds[index]) }

    private mutating func append(_ kind: Symbol.Kind) {
        rows.append(nil)
        kinds.append(kind)
        guard rows.count > capacity else { return }
        // What is kept per symbol beside the rows grows at least twofold at once, so
        // that making a symbol costs a dozen appends only now and then.
        capacity = max(rows.count, 2 * capacity, 64)
        columns.reserve(capacity)
        dependents.reserve(capacity)
        objective.reserve(capacity)
        groups.reserve(capacity)
        scratch.reserve(capacity)
        values.reserve(capacity)
    }

    /// Where the value of the user variable `symbol` is written.
    mutating func attach(_ slot: UnsafeMutablePointer<Double>, to symbol: Symbol) {
        values.slots[symbol.index] = slot
        values.mark(symbol, reshaped: false)
    }

    func row(_ basic: Symbol) -> Row? { rows[basic.index] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

    /// The basic symbols whose flat rows mention `symbol`.
    func rowsMentioning(_ symbol: Symbol) -> [Symbol] { columns.list(symbol) }

    func forEachRow(mentioning symbol: Symbol, _ body: (Symbol) -> Void) { columns.forEach(in: symbol, body) }

    /// The basic user variables whose definitions mention `symbol`.
    func definitionsMentioning(_ symbol: Symbol) -> [Symbol] { dependents.list(symbol) }

    func isMentionedByDefinitions(_ symbol: Symbol) -> Bool { !dependents.isEmpty(symbol) }

    func definitionCount(mentioning symbol: Symbol) -> Int { dependents.count(symbol) }

    // MARK: - Groups and objective

    mutating func group(of symbol: Symbol) -> Int32 { groups.root(symbol.id) }

    func peekGroup(of symbol: Symbol) -> Int32 { groups.peekRoot(symbol.id) }

    mutating func join(_ a: Symbol, _ b: Symbol) {
        if let (kept, absorbed) = groups.merge(a.id, b.id) { objective.merge(absorbed, into: kept) }
    }

    /// Adds the strength's weights, times `factor`, to the symbol's.
    mutating func addToObjective(_ symbol: Symbol, _ strength: Strength, times factor: Double = 1) {
        let group = groups.root(symbol.id)
        for level in strength.levels {
            objective.add(symbol, level: objective.level(level.key), level.weight * factor, group: group)
        }
    }

    /// Adds the strength's weights, times `factor`, times every cell of `row`; the
    /// row's constant only shifts the objective's value, which nothing reads, so it
    /// is not kept.
    mutating func addToObjective(_ row: Row, _ strength: Strength, times factor: Double = 1) {
        for cell in row.cells { addToObjective(cell.symbol, strength, times: factor * cell.coefficient) }
    }

    mutating func nextPendingGroup() -> Int32? {
        objective.popPending().map { groups.root($0) }
    }

    mutating func nextImproving(in group: Int32) -> Symbol? { objective.nextImproving(in: group) }

    // MARK: - Rows

    mutating func insert(_ row: Row, basic: Symbol) {
        for cell in row.cells { index(cell.symbol, in: basic) }
        rows[basic.index] = row
        values.mark(basic, reshaped: true)
    }

    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows[basic.index] else { return nil }
        rows[basic.index] = nil
        values.mark(basic, reshaped: true)
        for cell in row.cells { unindex(cell.symbol, from: basic) }
        return row
    }

    /// Removes a flat row whose equation leaves the problem, first writing it into
    /// the definitions that mention its basic symbol, so that they keep their values.
    mutating func drop(_ basic: Symbol) {
        guard let row = removeRow(basic) else { return }
        substituteInDefinitions(basic, by: row)
    }

    /// Changes a basic row's constant; notes the row as infeasible if that makes a
    /// restricted basic negative.
    mutating func addToConstant(of basic: Symbol, _ delta: Double) {
        rows[basic.index]?.constant += delta
        guard let constant = rows[basic.index]?.constant else { return }
        values.mark(basic, reshaped: false)
        if basic.isRestricted && constant < 0 { infeasible.append(basic) }
    }

    /// Adds `delta` times the symbol's coefficient to the constant of every row that
    /// mentions it, flat rows and definitions.
    mutating func shiftConstants(mentioning symbol: Symbol, by delta: Double) {
        var node = columns.head(symbol)
        while node >= 0 {
            let basic = columns.entry(node)
            node = columns.next(node)
            addToConstant(of: basic, delta * (rows[basic.index]?.coefficient(symbol) ?? 0))
        }
        node = dependents.head(symbol)
        while node >= 0 {
            let basic = dependents.entry(node)
            node = dependents.next(node)
            addToConstant(of: basic, delta * (rows[basic.index]?.coefficient(symbol) ?? 0))
        }
    }

    /// Drops a symbol that is leaving the problem at value zero from every row and the
    /// objective.
    mutating func eliminate(_ symbol: Symbol) {
        var chain = columns.detach(symbol)
        var definitions = dependents.detach(symbol)
        while let basic = columns.pop(&chain) ?? dependents.pop(&definitions) {
            guard var row = rows[basic.index] else { continue }
            rows[basic.index] = nil
            row.remove(symbol)
            rows[basic.index] = row
            values.mark(basic, reshaped: true)
        }
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    /// Replaces the parametric `symbol` by `row` everywhere flat rows are required (the
    /// flat rows, the objective, phase one's objective), now that `row` defines it.
    /// Only the rows in the symbol's column are visited; definitions keep the symbol.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var chain = columns.detach(symbol)
        while let basic = columns.pop(&chain) { rewrite(basic, symbol, by: row) }
        objective.substitute(symbol, by: row, group: groups.root(symbol.id))
        if let c = artificial?.remove(symbol) {
            var positions = take(&scratch.positions)
            artificial?.add(row, times: c, positions: &positions) { _, _ in }
            scratch.positions = positions
        }
    }

    /// Replaces `symbol` by `row` in the definitions that mention it.
    mutating func substituteInDefinitions(_ symbol: Symbol, by row: Row) {
        var chain = dependents.detach(symbol)
        while let basic = dependents.pop(&chain) { rewrite(basic, symbol, by: row) }
    }

    /// Exchanges a basic symbol for a parametric one that its flat row mentions.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = removeRow(leaving), row.solve(for: entering, replacing: leaving) else {
            preconditionFailure("Cassowary: pivot on a symbol the row does not mention; the tableau is corrupt")
        }
        substitute(entering, by: row)
        insert(row, basic: entering)
    }

    /// Replaces `symbol` in the row of `basic` by `row`, whose column entry for
    /// `basic` the caller has already taken out.
    private mutating func rewrite(_ basic: Symbol, _ symbol: Symbol, by row: Row) {
        guard var target = rows[basic.index] else { return }
        rewrittenRows += 1
        // Out of the table while it changes, so the table never shares its storage.
        rows[basic.index] = nil
        let coefficient = target.remove(symbol) ?? 0
        var positions = take(&scratch.positions)
        target.add(row, times: coefficient, positions: &positions) { s, change in
            switch change {
            case .inserted: index(s, in: basic)
            case .removed: unindex(s, from: basic)
            case .none: break
            }
        }
        scratch.positions = positions
        if basic.isRestricted && target.constant < 0 { infeasible.append(basic) }
        rows[basic.index] = target
        values.mark(basic, reshaped: true)
    }

    private mutating func index(_ symbol: Symbol, in basic: Symbol) {
        if basic.kind == .external {
            dependents.insert(basic, into: symbol)
        } else {
            columns.insert(basic, into: symbol)
        }
    }

    private mutating func unindex(_ symbol: Symbol, from basic: Symbol) {
        if basic.kind == .external {
            dependents.remove(basic, from: symbol)
        } else {
            columns.remove(basic, from: symbol)
        }
    }
}

/// Moves a value out, leaving an empty one, so the original's storage is not shared.
func take<T: RangeReplaceableCollection>(_ value: inout T) -> T {
    let taken = value
    value = T()
    return taken
}

func take(_ value: inout PositionMap) -> PositionMap {
    let taken = value
    value = PositionMap()
    return taken
}

func take(_ value: inout Values) -> Values {
    let taken = value
    value = Values()
    return taken
}
