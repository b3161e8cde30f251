import PropertyBased
import Testing
@testable import Cassowary

/// Properties over random satisfiable systems (``RandomSystem``).
@Suite struct PropertyTests {
    @Test func everyRequiredConstraintHolds() async {
        await propertyCheck(count: 300, input: RandomSystem.generator) { system in
            let (_, constraints) = system.build(withAnchors: false)
            let solver = Solver()
            for c in constraints {
                #expect(throws: Never.self) { try solver.addConstraint(c) }
            }
            solver.updateVariables()
            for c in constraints where c.strength.isRequired {
                #expect(c.isSatisfied(tolerance: 1e-6), "\(c)")
            }
            #expect(solver.checkInvariants() == [])
        }
    }

    @Test func removingWhatWasAddedRestoresTheSolution() async {
        await propertyCheck(count: 200, input: RandomSystem.generator, Gen.int(in: 0...14)) { system, split in
            let (variables, constraints) = system.build(withAnchors: true)
            let cut = min(split, system.items.count)
            let base = Array(constraints[..<cut]) + constraints[system.items.count...]
            let extra = Array(constraints[cut..<system.items.count])
            let solver = Solver()
            try solver.addConstraints(base)
            solver.updateVariables()
            let before = variables.map(\.value)
            for c in extra { try solver.addConstraint(c) }
            for c in extra.reversed() { try solver.removeConstraint(c) }
            solver.updateVariables()
            #expect(close(variables.map(\.value), before), "\(variables.map(\.value)) != \(before)")
            #expect(solver.checkInvariants() == [])
        }
    }

    @Test func resultDoesNotDependOnInsertionOrder() async {
        await propertyCheck(count: 200, input: RandomSystem.generator) { system in
            let (variables, constraints) = system.build(withAnchors: true)
            let forward = try solve(constraints, variables)
            let backward = try solve(constraints.reversed(), variables, batched: true)
            let shuffled = try solve(constraints.enumerated().sorted { ($0.offset * 7) % 11 < ($1.offset * 7) % 11 }.map(\.element),
                                     variables)
            #expect(close(forward, backward), "\(forward) != \(backward)")
            #expect(close(forward, shuffled), "\(forward) != \(shuffled)")
        }
    }

    /// Levels are keys compared by order alone: kiwi's three named levels moved to
    /// other keys in the same order, fractional or negative, give the same solution.
    /// Added one at a time, the constraints bring their levels in any order, so new
    /// levels are laid out among weights already in the objective.
    @Test func onlyTheOrderOfLevelsMatters() async {
        await propertyCheck(count: 200, input: RandomSystem.generator, Gen.int(in: 0...400).array(of: 3)) { system, gaps in
            let weak = Double(gaps[0]) / 4 - 50
            let medium = weak + Double(gaps[1] + 1) / 4
            let strong = medium + Double(gaps[2] + 1) / 4
            let (variables, constraints) = system.build(withAnchors: true)
            let named = try solve(constraints, variables)
            let (others, keyed) = system.build(withAnchors: true, levels: (strong, medium, weak))
            let relabelled = try solve(keyed, others)
            #expect(close(named, relabelled), "\(named) != \(relabelled) with levels \(strong), \(medium), \(weak)")
        }
    }

    @Test func suggestionsMatchTheEquivalentConstraint() async {
        await propertyCheck(count: 200, input: RandomSystem.generator, Gen.int(in: -30...90).array(of: 1...4)) { system, values in
            let (variables, constraints) = system.build(withAnchors: true)
            let solver = Solver()
            try solver.addConstraints(constraints)
            try solver.addEditVariable(variables[0], strength: .strong)
            for value in values {
                try solver.suggestValue(variables[0], Double(value))
                solver.updateVariables()
                let edited = variables.map(\.value)
                #expect(solver.checkInvariants() == [])
                let fixed = try solve(constraints + [(variables[0] == Double(value)) | .strong], variables)
                #expect(close(edited, fixed), "\(edited) != \(fixed)")
            }
        }
    }
}

/// Properties of sequences of operations over random systems.
@Suite struct SequenceTests {
    @Test func interleavedAddsAndRemovesMatchAFreshSolve() async {
        await propertyCheck(count: 400, input: RandomSystem.generator,
                            Gen.int(in: 0...1000).array(of: 5...40)) { system, choices in
            let (variables, constraints) = system.build(withAnchors: true)
            let anchors = constraints.suffix(RandomSystem.variableCount)
            let items = Array(constraints.prefix(system.items.count))
            let solver = Solver()
            try solver.addConstraints(Array(anchors))
            var present = Array(repeating: false, count: items.count)
            for choice in choices {
                let i = choice % items.count
                if present[i] {
                    try solver.removeConstraint(items[i])
                } else {
                    try solver.addConstraint(items[i])
                }
                present[i].toggle()
                #expect(solver.checkInvariants() == [])
            }
            solver.updateVariables()
            for (c, isPresent) in zip(items, present) where isPresent && c.strength.isRequired {
                #expect(c.isSatisfied(tolerance: 1e-6), "\(c)")
            }
            let incremental = variables.map(\.value)
            let kept = zip(items, present).filter(\.1).map(\.0)
            let fresh = try solve(Array(anchors) + kept, variables)
            #expect(close(incremental, fresh), "\(incremental) != \(fresh)")
        }
    }

    /// Updates write only what the changes since the last one reach: after the
    /// steps of a random sequence of adds, removes, edits and suggestions, every
    /// variable holds what evaluating the whole tableau gives, and at the end what
    /// a fresh solver of the same constraints gives.
    @Test func updatedValuesFollowEveryChange() async {
        await propertyCheck(count: 300, input: RandomSystem.generator,
                            Gen.int(in: 0...1000).array(of: 5...40)) { system, choices in
            let (variables, constraints) = system.build(withAnchors: true)
            let anchors = Array(constraints.suffix(RandomSystem.variableCount))
            let items = Array(constraints.prefix(system.items.count))
            let solver = Solver()
            try solver.addConstraints(anchors)
            solver.updateVariables()
            var present = Array(repeating: false, count: items.count)
            var suggested: [Int: Double] = [:]
            for choice in choices {
                let i = choice / 4
                switch choice % 4 {
                case 0, 1:
                    let item = i % items.count
                    if present[item] { try solver.removeConstraint(items[item]) } else { try solver.addConstraint(items[item]) }
                    present[item].toggle()
                case 2:
                    let v = i % variables.count
                    if suggested[v] == nil { try solver.addEditVariable(variables[v], strength: .strong) }
                    let value = Double(choice % 90 - 20)
                    try solver.suggestValue(variables[v], value)
                    suggested[v] = value
                default:
                    let v = i % variables.count
                    if suggested.removeValue(forKey: v) != nil { try solver.removeEditVariable(variables[v]) }
                }
                if choice % 3 != 0 {
                    solver.updateVariables()
                    #expect(solver.checkVariables() == [])
                }
            }
            solver.updateVariables()
            #expect(solver.checkVariables() == [])
            #expect(solver.checkInvariants() == [])
            let incremental = variables.map(\.value)
            let kept = zip(items, present).filter(\.1).map(\.0)
            let edits = suggested.map { (variables[$0.key] == $0.value) | .strong }
            let fresh = try solve(anchors + kept + edits, variables)
            #expect(close(incremental, fresh), "\(incremental) != \(fresh)")
        }
    }

    @Test func aRefusedConstraintLeavesTheSolutionAsItWas() async {
        await propertyCheck(count: 150, input: RandomSystem.generator,
                            Gen.int(in: 0..<RandomSystem.variableCount), Gen.int(in: -20...80)) { system, i, bound in
            let (variables, constraints) = system.build(withAnchors: true)
            let solver = Solver()
            try solver.addConstraints(constraints + [variables[i] >= Double(bound)])
            solver.updateVariables()
            let before = variables.map(\.value)
            let contradiction = variables[i] <= Double(bound) - 1
            #expect(throws: SolverError.unsatisfiableConstraint(contradiction)) {
                try solver.addConstraint(contradiction)
            }
            #expect(solver.checkInvariants() == [])
            solver.updateVariables()
            #expect(close(variables.map(\.value), before), "\(variables.map(\.value)) != \(before)")
        }
    }
}
