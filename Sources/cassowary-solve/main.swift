// Reads systems of linear constraints from standard input, solves each with the
// Cassowary solver, and prints one line per system: its name, then `ok` and the
// variables' values, or `error` and the kind of error. The format (one item a line):
//
//   system NAME
//   vars N                       variables x0 … x(N-1)
//   c STRENGTH OP CONSTANT [COEFFICIENT INDEX]…    Σ coefficient·x[index] + constant OP 0
//   remove INDEX                 remove the constraint on line INDEX of the c lines
//   edit INDEX STRENGTH VALUE    make x[index] an edit variable and suggest VALUE
//   end
//
// STRENGTH is required, strong, medium or weak, optionally with a weight within its
// level (weak:1.5); OP is <=, == or >=. Constraints are
// added in order, then the removals happen in order, then the edits. scripts/cassowary-vs-kiwi writes the same
// systems for kiwi.
import Cassowary
#if canImport(Glibc)
import Glibc
#endif

/// Input this tool cannot read: a message naming it, and exit status 2.
func refuse(_ message: String) -> Never {
    fputs("cassowary-solve: \(message)\n", stderr)
    exit(2)
}

/// A number of the input, or a refusal naming the word.
func number<Number: LosslessStringConvertible>(_ word: Substring) -> Number {
    guard let value = Number(String(word)) else { refuse("not a number: \(word)") }
    return value
}

/// A finite number of the input: the solver's arithmetic has no meaning for others.
func finite(_ word: Substring) -> Double {
    let value: Double = number(word)
    guard value.isFinite else { refuse("not a finite number: \(word)") }
    return value
}

/// The word at `index` of a line, or a refusal saying the line is short.
func field(_ words: [Substring], _ index: Int) -> Substring {
    guard index < words.count else { refuse("too few words: \(words.joined(separator: " "))") }
    return words[index]
}

/// The variable a word numbers, or a refusal.
func variable(_ word: Substring) -> Variable {
    let index: Int = number(word)
    guard variables.indices.contains(index) else { refuse("no variable x\(word)") }
    return variables[index]
}

func strength(_ word: Substring) -> Strength {
    let parts = word.split(separator: ":")
    guard let weight = parts.count > 1 ? Double(parts[1]) : 1, weight.isFinite, weight >= 0 else {
        refuse("bad weight in strength \(word)")
    }
    switch parts[0] {
    case "required": return .required
    case "strong": return Strength(strong: weight)
    case "medium": return Strength(medium: weight)
    case "weak": return Strength(weak: weight)
    default: refuse("unknown strength \(word)")
    }
}

func relation(_ word: Substring) -> Relation {
    switch word {
    case "<=": .lessThanOrEqual
    case "==": .equal
    case ">=": .greaterThanOrEqual
    default: refuse("unknown relation \(word)")
    }
}

func errorKind(_ error: Error) -> String {
    switch error as? SolverError {
    case .unsatisfiableConstraint: "unsatisfiable"
    case .duplicateConstraint: "duplicate"
    case .unknownConstraint: "unknown"
    case .duplicateEditVariable: "duplicate-edit"
    case .unknownEditVariable: "unknown-edit"
    case .requiredEditStrength: "required-edit"
    case nil: "other"
    }
}

var name = ""
var variables: [Variable] = []
var constraints: [Constraint] = []
var removals: [Int] = []
var edits: [(Variable, Strength, Double)] = []

while let line = readLine() {
    let words = line.split(separator: " ")
    guard let head = words.first else { continue }
    switch head {
    case "system":
        name = String(field(words, 1))
        variables = []
        constraints = []
        removals = []
        edits = []
    case "vars":
        let count: Int = number(field(words, 1))
        guard count >= 0 else { refuse("a negative number of variables: \(line)") }
        variables = (0..<count).map { Variable("x\($0)") }
    case "c":
        var expression = Expression(constant: finite(field(words, 3)))
        var i = 4
        while i + 1 < words.count {
            expression.terms.append(Term(variable(words[i + 1]), finite(words[i])))
            i += 2
        }
        constraints.append(Constraint(expression, relation(field(words, 2)), strength: strength(field(words, 1))))
    case "remove":
        removals.append(number(field(words, 1)))
    case "edit":
        edits.append((variable(field(words, 1)), strength(field(words, 2)), finite(field(words, 3))))
    case "end":
        if let index = removals.first(where: { !constraints.indices.contains($0) }) {
            refuse("no constraint \(index) to remove in system \(name)")
        }
        let solver = Solver()
        do {
            for constraint in constraints { try solver.addConstraint(constraint) }
            for index in removals { try solver.removeConstraint(constraints[index]) }
            for (variable, strength, value) in edits {
                try solver.addEditVariable(variable, strength: strength)
                try solver.suggestValue(variable, value)
            }
            solver.updateVariables()
            print(([name, "ok"] + variables.map { String($0.value) }).joined(separator: " "))
        } catch {
            print(name, "error", errorKind(error))
        }
    default:
        refuse("unknown line: \(line)")
    }
}
