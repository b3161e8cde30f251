import Foundation

/// What a row promises: nothing, a bound on value/floor, or a bound on the value.
enum Target {
    case none
    case ratioAtMost(Double)
    case valueBelow(Double)

    func isMet(value: Double, ratio: Double?) -> Bool {
        switch self {
        case .none: return true
        case .ratioAtMost(let bound): return ratio.map { $0 <= bound } ?? true
        case .valueBelow(let bound): return value < bound
        }
    }

    func describe(value: Double, ratio: Double?) -> String {
        let verdict = isMet(value: value, ratio: ratio) ? "ok" : "MISSED"
        switch self {
        case .none: return "-"
        case .ratioAtMost(let bound): return "≤ \(plain(bound))× \(verdict)"
        case .valueBelow(let bound): return "< \(plain(bound)) \(verdict)"
        }
    }
}

struct Row {
    var name: String
    var value: Double
    var unit: String
    var floor: Double?
    var target: Target = .none
    /// The median of the runs' own ratios, when value and floor were timed in
    /// the same runs.
    var pairedRatio: Double? = nil

    var ratio: Double? { pairedRatio ?? floor.flatMap { $0 > 0 ? value / $0 : nil } }
    var meetsTarget: Bool { target.isMet(value: value, ratio: ratio) }
}

/// How a row reads its samples.
enum Estimate {
    /// The fastest run of each (`Samples.fastest`); the ratio is theirs.
    case fastest
    /// The median run of each; the ratio is the median of each run's value over
    /// that run's floor, since a run's two timings see the same machine.
    case median
}

extension Row {
    /// A row from samples of a value and of its floor timed in the same runs,
    /// each divided by `count`.
    init(name: String, value: Samples, floor: Samples, per count: Double, unit: String,
         target: Target = .none, estimate: Estimate = .fastest) {
        switch estimate {
        case .fastest:
            self.init(name: name, value: value.fastest / count, unit: unit, floor: floor.fastest / count, target: target)
        case .median:
            self.init(name: name, value: value.median / count, unit: unit, floor: floor.median / count,
                      target: target, pairedRatio: value.medianRatio(to: floor))
        }
    }
}

/// `1234`, `12.3`, `1.23`: three significant digits or the whole integer part.
func compact(_ number: Double) -> String {
    guard number.isFinite else { return "n/a" }
    let magnitude = abs(number)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return String(format: "%.\(decimals)f", number)
}

/// `3`, `2.5`: a bound as written.
func plain(_ number: Double) -> String { String(format: "%g", number) }

/// Prints the rows as an aligned table: text left, numbers right.
func printTable(_ rows: [Row]) {
    let header = ["benchmark", "value", "unit", "floor", "ratio", "target"]
    let cells = rows.map { row in
        [row.name, compact(row.value), row.unit, row.floor.map(compact) ?? "-",
         row.ratio.map { compact($0) + "×" } ?? "-", row.target.describe(value: row.value, ratio: row.ratio)]
    }
    let widths = header.indices.map { column in
        ([header] + cells).map { $0[column].count }.max()!
    }
    let rightAligned: Set = [1, 3, 4]
    func line(_ fields: [String]) -> String {
        fields.indices.map { column in
            let pad = String(repeating: " ", count: widths[column] - fields[column].count)
            return rightAligned.contains(column) ? pad + fields[column] : fields[column] + pad
        }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    print(line(header))
    print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    for fields in cells { print(line(fields)) }
}
