import Cassowary

/// S1: an enaml-style form, a container holding four rows of a label and a field,
/// 36 variables and 110 constraints of every strength, as enaml generates them: each
/// widget's size hint hugged (weak or medium) and resisted (strong), the labels in a
/// column, the fields aligned and stretched to the container's right edge, the rows
/// stacked, and the container's width and height strong edit variables.
///
/// Written once as data so that our solver and kiwi's script (fed `text`) solve the
/// same system.
struct Form {
    struct Item {
        var strength: String  // required, strong, medium, weak
        var relation: String  // <=, ==, >=
        var constant: Double
        var terms: [(Double, Int)]
    }

    static let variableCount = 36
    /// The container: left, top, width, height.
    static let left = 0, top = 1, width = 2, height = 3
    var items: [Item] = []
    /// Expressions that must be zero at any solution: each field's right edge.
    var checks: [(constant: Double, terms: [(Double, Int)])] = []

    init() {
        func c(_ strength: String, _ relation: String, _ constant: Double, _ terms: (Double, Int)...) {
            items.append(Item(strength: strength, relation: relation, constant: constant, terms: terms))
        }
        let (cl, ct, cw, ch) = (Form.left, Form.top, Form.width, Form.height)
        c("required", "==", 0, (1, cl))
        c("required", "==", 0, (1, ct))
        c("required", ">=", 0, (1, cw))
        c("required", ">=", 0, (1, ch))
        c("strong", ">=", -300, (1, cw))
        // Widget w's left, top, width and height; row k's label is widget 2k, its field 2k + 1.
        func widget(_ w: Int) -> (l: Int, t: Int, w: Int, h: Int) { (4 + 4 * w, 5 + 4 * w, 6 + 4 * w, 7 + 4 * w) }
        for w in 0..<8 {
            let v = widget(w)
            let (hintWidth, hintHeight): (Double, Double) = w % 2 == 0 ? (80, 20) : (150, 24)
            c("required", ">=", 0, (1, v.w))
            c("required", ">=", 0, (1, v.h))
            c("required", ">=", 0, (1, v.l), (-1, cl))
            c("required", ">=", 0, (1, v.t), (-1, ct))
            c("strong", ">=", -hintWidth, (1, v.w))
            c("weak", "==", -hintWidth, (1, v.w))
            c("strong", ">=", -hintHeight, (1, v.h))
            c("medium", "==", -hintHeight, (1, v.h))
        }
        for k in 0..<4 {
            let label = widget(2 * k), field = widget(2 * k + 1)
            c("required", "==", -10, (1, label.l), (-1, cl))
            c("required", ">=", -8, (1, field.l), (-1, label.l), (-1, label.w))
            c("required", "==", 10, (1, field.l), (1, field.w), (-1, cl), (-1, cw))
            checks.append((10, [(1, field.l), (1, field.w), (-1, cl), (-1, cw)]))
            c("required", "==", 0, (1, label.t), (-1, field.t))
            c("required", "<=", -120, (1, label.w))
            c("medium", ">=", 0, (1, field.w), (-1, label.w))
            c("strong", "==", 0, (1, label.t), (0.5, label.h), (-1, field.t), (-0.5, field.h))
            if k == 0 {
                c("required", "==", -10, (1, field.t), (-1, ct))
            } else {
                let previous = widget(2 * k - 1)
                c("required", ">=", -8, (1, field.t), (-1, previous.t), (-1, previous.h))
                c("strong", "==", -8, (1, field.t), (-1, previous.t), (-1, previous.h))
                c("required", "==", 0, (1, field.l), (-1, widget(1).l))
            }
        }
        for w in [6, 7] {
            c("required", ">=", -10, (1, ct), (1, ch), (-1, widget(w).t), (-1, widget(w).h))
        }
        c("weak", "==", -100, (1, widget(1).l), (-1, cl))
    }

    /// The system in kiwi's script's format (see its `form_system`).
    var text: String {
        func terms(_ list: [(Double, Int)]) -> String { list.map { " \($0.0) \($0.1)" }.joined() }
        var lines = ["vars \(Form.variableCount)"]
        lines += items.map { "\($0.strength) \($0.relation) \($0.constant)" + terms($0.terms) }
        lines += ["edit \(Form.width)", "edit \(Form.height)"]
        lines += checks.map { "check \($0.constant)" + terms($0.terms) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fresh variables and the constraints over them.
    func build() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<Form.variableCount).map { Variable("v\($0)") }
        let constraints = items.map { item -> Constraint in
            let expression = Cassowary.Expression(item.terms.map { Term(variables[$0.1], $0.0) }, constant: item.constant)
            let relation: Relation = item.relation == "<=" ? .lessThanOrEqual : item.relation == "==" ? .equal : .greaterThanOrEqual
            let strength: Strength = ["strong": .strong, "medium": .medium, "weak": .weak][item.strength] ?? .required
            return Constraint(expression, relation, strength: strength)
        }
        return (variables, constraints)
    }

    func check(_ variables: [Variable]) -> (String, Bool) {
        let ok = checks.allSatisfy { check in
            abs(check.terms.reduce(check.constant) { $0 + $1.0 * variables[$1.1].value }) <= 1e-6
        }
        return ("each field's right == width - 10 " + (ok ? "ok" : "WRONG"), ok)
    }

    /// S1 build: every add, the two edit variables, one update.
    func buildRun() -> SolverRun {
        let (variables, constraints) = build()
        let before = heapInUse()
        var solver: Solver?
        let time = elapsed {
            let s = Solver()
            for c in constraints {
                do { try s.addConstraint(c) } catch { fail("autolayout: S1: \(error)") }
            }
            addEdits(s, variables)
            s.updateVariables()
            solver = s
        }
        let bytes = Double(heapInUse() - before) / Double(constraints.count + 2)
        blackHole(solver)
        let (check, ok) = check(variables)
        return SolverRun(nanoseconds: time, bytesPerConstraint: bytes, check: check, ok: ok)
    }

    /// S1 rounds: after an untimed build, `n` times suggest width, suggest height,
    /// update.
    func roundsRun(_ n: Int) -> SolverRun {
        let (variables, constraints) = build()
        let before = heapInUse()
        let solver = Solver()
        for c in constraints {
            do { try solver.addConstraint(c) } catch { fail("autolayout: S1: \(error)") }
        }
        addEdits(solver, variables)
        let width = variables[Form.width], height = variables[Form.height]
        let time = elapsed {
            for k in 0..<n {
                do {
                    try solver.suggestValue(width, Double(400 + k % 100))
                    try solver.suggestValue(height, Double(300 + k % 50))
                } catch { fail("autolayout: S1: \(error)") }
                solver.updateVariables()
            }
        }
        let bytes = Double(heapInUse() - before) / Double(constraints.count + 2)
        let (check, ok) = check(variables)
        return SolverRun(nanoseconds: time, bytesPerConstraint: bytes, check: check, ok: ok)
    }

    private func addEdits(_ solver: Solver, _ variables: [Variable]) {
        do {
            try solver.addEditVariable(variables[Form.width], strength: .strong)
            try solver.addEditVariable(variables[Form.height], strength: .strong)
        } catch { fail("autolayout: S1: \(error)") }
    }
}
