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

func strength(_ word: Substring) -> Strength {
    let parts = word.split(separator: ":")
    guard let weight = parts.count > 1 ? Double(parts[1]) : 1 else { refuse("bad weight in strength \(word)") }
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
        name = String(words[1])
        variables = []
        constraints = []
        removals = []
        edits = []
    case "vars":
        variables = (0..<(number(words[1]) as Int)).map { Variable("x\($0)") }
    case "c":
        var expression = Expression(constant: number(words[3]))
        var i = 4
        while i + 1 < words.count {
            expression.terms.append(Term(variables[number(words[i + 1]) as Int], number(words[i])))
            i += 2
        }
        constraints.append(Constraint(expression, relation(words[2]), strength: strength(words[1])))
    case "remove":
        removals.append(number(words[1]))
    case "edit":
        edits.append((variables[number(words[1]) as Int], strength(words[2]), number(words[3])))
    case "end":
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
