/// A simplex tableau in Cassowary's form (Badros, Borning, Stuckey 2001; kiwi's solverimpl.h),
/// changed where UI-shaped systems made kiwi slow (solver-cases.md §4):
///
/// - Required equalities get no dummy marker. kiwi keeps one per equality so it can remove the
///   constraint later; those markers pile up in every row that was substituted (a chain of n
///   views gives rows of n terms). We never remove a constraint, we build again.
/// - Each symbol knows the rows it appears in (`columns`), so substituting a symbol touches only
///   those rows instead of scanning the tableau.
/// - The objective is one row per priority tier, optimised highest tier first, and a symbol
///   may enter only if it leaves every higher tier unchanged: priorities are tiers, never
///   weights (T14), which kiwi's weighted sum cannot give.
/// - Constraints are added a tier at a time with one optimisation per tier (`PartWorker`),
///   instead of optimising after each.
/// - Terms of symbols a higher tier has settled for good are dropped before a definition is
///   merged into other rows (`dropSettled`): a grid's final stretch of its row heights carried
///   sixty such terms into three thousand rows.
/// - Rows of external symbols (the views' frames) are brought up to date only when read. No
///   pivot ever reads them: the ratio test and the objective see restricted rows only. Yet in
///   a chain of views each position's row holds every width before it, so updating them at
///   every pivot was most of the work of a grid (a row of 32 cells: 155,000 of 200,000 term
///   updates). A pivot now only marks them `stale`; `refresh` substitutes, once, what became
///   basic since, when a new constraint reads the row or when the results are read.
///
/// Invariant (as in kiwi): rows whose basic symbol is restricted (slack, error, artificial) and
/// the objective never contain external symbols, so choosing an external subject never makes a
/// restricted row infeasible.
struct Tableau {
    enum Kind: UInt8 { case external, slack, error, artificial }

    private(set) var kinds: [Kind] = []
    /// For an external symbol, its variable in the `LinearSystem`.
    private(set) var variableOf: [Int32] = []
    /// Rows `0..<rowCount` are the tableau; slots past it keep their storage for reuse, so
    /// solving thousands of small parts one after another allocates almost nothing.
    private(set) var rows: [Row] = []
    private(set) var rowCount = 0
    /// Where the next row is built (its storage recycled from the last row appended).
    private var scratch = Row(constant: 0)
    /// The basic symbol of each row; -1 for a row that was removed.
    private(set) var basicOfRow: [Int32] = []
    /// The row a symbol is basic in; -1 when it is parametric.
    private(set) var rowOfSymbol: [Int32] = []
    /// Rows a symbol may appear in (entries can be stale: always check the row). A stale row
    /// (below) may hold a symbol without being listed; it is listed again when refreshed.
    private var columns: [[Int32]] = []
    /// Per row: an external row holding symbols that became basic since it was last current.
    private var stale: [Bool] = []
    /// Per row, the `epoch` it was last current at; per symbol, the `epoch` it last became
    /// basic at. Counting basic-making events tells a refresh which kept symbols dropped the
    /// row from their column while basic (they became basic after the row was current).
    private var currentSince: [Int] = []
    private var becameBasic: [Int] = []
    private var epoch = 0
    private var refreshStack: [Int32] = []
    /// Scratch for `readResults`.
    private var readScratch: (free: [Bool], rowValue: [Double], stales: [Int]) = ([], [], [])
    /// Scratch for the merges: a symbol's index in the row being merged, else -1.
    private var position: [Int32] = []
    /// Scratch for `addMultiple`: per term of the definition, its index in the target, else -1.
    private var matched: [Int32] = []
    /// Scratch for `add`: a symbol's index in the row being built, else -1.
    private var building: [Int32] = []
    /// One objective row per tier, highest priority first.
    private(set) var objectives = ObjectiveTiers()
    private var artificialObjective: Row?
    private var symbolOfVariable: [Int32] = []
    private var touchedVariables: [Int32] = []
    private var journal: Journal?
    /// Pivots left before the component is declared unconverged (never expected; a guard
    /// against cycling so bad input can never hang).
    private var pivotBudget = 0
    private(set) var gaveUp = false
    /// Whether settled terms are dropped (`dropSettled`); off only in the test that compares both
    /// ways.
    var dropsSettledTerms = true
    /// Terms dropped since the last reset (the test's evidence).
    private(set) var droppedTerms = 0

    /// Forgets everything but the capacity; `variableCount` sizes the variable → symbol map.
    mutating func reset(variableCount: Int, tierCount: Int) {
        kinds.removeAll(keepingCapacity: true)
        variableOf.removeAll(keepingCapacity: true)
        becameBasic.removeAll(keepingCapacity: true)
        epoch = 0
        rowCount = 0
        rowOfSymbol.removeAll(keepingCapacity: true)
        objectives.reset(tiers: tierCount)
        artificialObjective = nil
        if symbolOfVariable.count < variableCount {
            symbolOfVariable += Array(repeating: -1, count: variableCount - symbolOfVariable.count)
        }
        for v in touchedVariables { symbolOfVariable[Int(v)] = -1 }
        touchedVariables.removeAll(keepingCapacity: true)
        journal = nil
        pivotBudget = 0
        gaveUp = false
        droppedTerms = 0
    }

    // MARK: Symbols

    private mutating func newSymbol(_ kind: Kind, variable: Int32 = -1) -> Int32 {
        kinds.append(kind)
        variableOf.append(variable)
        rowOfSymbol.append(-1)
        becameBasic.append(0)
        objectives.addSymbol()
        let s = kinds.count - 1
        if s >= position.count { position.append(-1); building.append(-1) }
        if s < columns.count { columns[s].removeAll(keepingCapacity: true) } else { columns.append([]) }
        return Int32(s)
    }

    mutating func symbol(forVariable v: Int32) -> Int32 {
        let existing = symbolOfVariable[Int(v)]
        if existing >= 0 { return existing }
        let s = newSymbol(.external, variable: v)
        symbolOfVariable[Int(v)] = s
        touchedVariables.append(v)
        return s
    }

    func existingSymbol(forVariable v: Int32) -> Int32? {
        let s = symbolOfVariable[Int(v)]
        return s >= 0 ? s : nil
    }

    // MARK: Adding constraints

    /// Adds one constraint. Returns false when a required constraint cannot hold with those
    /// already added; the tableau is then exactly as before the call.
    mutating func add(_ c: LinearSystem.Constraint, tier: Int) -> Bool {
        var row = Row(constant: 0)
        swap(&row, &scratch)
        row.clear()
        row.constant = c.constant
        for term in c.terms {
            let s = symbol(forVariable: term.variable)
            let r = rowOfSymbol[Int(s)]
            if r >= 0 {
                if stale[Int(r)] { refresh(Int(r)) }
                let basic = rows[Int(r)]
                row.constant += term.coefficient * basic.constant
                for i in basic.symbols.indices { addTerm(basic.symbols[i], term.coefficient * basic.coefficients[i], to: &row) }
            } else {
                addTerm(s, term.coefficient, to: &row)
            }
        }
        for s in row.symbols { building[Int(s)] = -1 }
        var marker: Int32 = -1, other: Int32 = -1
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  ⇔  expr + slack = 0; an optional one may be violated by `error`.
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, sign)
            if !c.isRequired {
                other = newSymbol(.error)
                row.add(other, -sign)
                objectives.add(tier, other, 1)
            }
        case .equal:
            if !c.isRequired {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.add(marker, -1)
                row.add(other, 1)
                objectives.add(tier, marker, 1)
                objectives.add(tier, other, 1)
            }
        }
        dropSettled(&row, tier: tier)
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            let ri = appendRow(&row, basic: subject)
            substitute(subject, from: ri)
            return true
        }
        if !row.isEmpty, let subject = feasibleRestrictedSubject(row) {
            row.solve(for: subject)
            let ri = appendRow(&row, basic: subject)
            substitute(subject, from: ri)
            return true
        }
        defer { scratch = row }
        if row.isEmpty { return abs(row.constant) < Row.epsilon }
        return addWithArtificialVariable(row)
    }

    /// Adds `a × s` to the row `add` builds, as `Row.add` does, finding the term through
    /// `building` rather than a search (a long basic row merged into a long new row).
    @inline(__always)
    private mutating func addTerm(_ s: Int32, _ a: Double, to row: inout Row) {
        let p = Int(building[Int(s)])
        if p >= 0 {
            let sum = row.coefficients[p] + a
            if abs(sum) < Row.epsilon {
                building[Int(s)] = -1
                let last = row.symbols.count - 1
                if p != last { building[Int(row.symbols[last])] = Int32(p) }
                row.removeTerm(at: p)
            } else {
                row.coefficients[p] = sum
            }
            return
        }
        guard abs(a) >= Row.epsilon else { return }
        building[Int(s)] = Int32(row.symbols.count)
        row.symbols.append(s)
        row.coefficients.append(a)
    }

    /// Phase one's easy case, which most centring constraints meet: a slack or error symbol the
    /// row can be solved for while every restricted row stays feasible. With the row's constant
    /// at 0 any of them will do (nothing moves); otherwise one with a negative coefficient whose
    /// new value `constant / -a` leaves no restricted row it appears in below 0. The lowest such
    /// symbol, for determinism; nil sends the row to the artificial-variable phase one.
    private func feasibleRestrictedSubject(_ row: Row) -> Int32? {
        var best: Int32 = -1
        let degenerate = row.constant < Row.epsilon
        for i in row.symbols.indices {
            let s = row.symbols[i], a = row.coefficients[i]
            guard kinds[Int(s)] == .slack || kinds[Int(s)] == .error, best < 0 || s < best else { continue }
            if degenerate { best = s; continue }
            guard a < 0 else { continue }
            if staysFeasible(s, at: row.constant / -a) { best = s }
        }
        return best >= 0 ? best : nil
    }

    /// Drops from `row` the terms of symbols settled for good at 0 while tier `tier` is added or
    /// optimised: restricted parametric symbols that cost something in a higher tier. Those
    /// tiers are optimal and never change again (whatever enters afterwards costs them
    /// nothing, and new constraints only bring new symbols), so such a symbol can never enter
    /// (entering needs a zero cost in every higher tier), is never chosen as a subject, and
    /// adds 0 to every value; nor is it free. Its terms only lengthen every row a definition
    /// is merged into: a grid's final stretch of its row heights carried the sixty errors of
    /// the equal-height constraints into three thousand rows.
    private mutating func dropSettled(_ row: inout Row, tier: Int) {
        guard dropsSettledTerms, tier > 0 else { return }
        let objectives = self.objectives
        let count = row.symbols.count
        row.removeTerms { objectives.costsAbove(tier, $0) }
        droppedTerms += count - row.symbols.count
    }

    /// Whether every restricted row holding the parametric symbol `s` stays at 0 or above when
    /// `s` takes `value`.
    private func staysFeasible(_ s: Int32, at value: Double) -> Bool {
        for r in columns[Int(s)] where isLive(r) && kinds[Int(basicOfRow[Int(r)])] != .external {
            if rows[Int(r)].constant + rows[Int(r)].coefficient(of: s) * value < -Row.epsilon { return false }
        }
        return true
    }

    /// kiwi's order: an external symbol (here the one in fewest rows, to keep rows short), else
    /// the constraint's own slack or error symbol when its coefficient is negative.
    private func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        for s in row.symbols where kinds[Int(s)] == .external {
            let count = columns[Int(s)].count
            if count < bestCount || (count == bestCount && s < best) { best = s; bestCount = count }
            if count == 0 { break }
        }
        if best >= 0 { return best }
        if marker >= 0, row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, kinds[Int(other)] == .error, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable standing for
    /// the row; the constraint can hold only if it reaches 0. Journaled, so a failure undoes
    /// every pivot it made.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        journal = Journal(rowCount: rowCount, symbolCount: kinds.count, objectives: objectives)
        let art = newSymbol(.artificial)
        var copy = row
        _ = appendRow(&copy, basic: art)
        artificialObjective = row
        optimizeArtificial()
        var success = !gaveUp && abs(artificialObjective!.constant) < Row.epsilon
        artificialObjective = nil
        if success, rowOfSymbol[Int(art)] >= 0 {
            let r = Int(rowOfSymbol[Int(art)])
            var definition = rows[r]
            removeRow(r)
            if !definition.isEmpty {
                if let entering = definition.symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }) {
                    definition.add(art, -1)
                    definition.solve(for: entering)
                    let nr = appendRow(&definition, basic: entering)
                    substitute(entering, from: nr)
                } else {
                    success = false
                }
            }
        }
        if success {
            for r in columns[Int(art)] where isLive(r) {
                willModify(Int(r))
                rows[Int(r)].remove(art)
            }
            for t in 0..<objectives.tierCount where objectives.coefficient(t, art) != 0 { objectives.add(t, art, -objectives.coefficient(t, art)) }
            journal = nil
        } else {
            rollBack()
        }
        return success
    }

    // MARK: Optimising

    /// Lexicographic primal simplex: tier by tier, a symbol enters only if its reduced cost is
    /// zero in every higher tier (so a lower tier can never trade away a higher one's optimum).
    mutating func optimize() {
        if pivotBudget == 0 { pivotBudget = 64 * (rowCount + kinds.count) + 1000 }
        for t in 0..<objectives.tierCount {
            while let entering = objectives.entering(tier: t, allowed: { kinds[Int($0)] != .artificial }) {
                guard let leaving = leavingRow(for: entering) else { break }
                pivot(row: leaving, entering: entering, tier: t)
                pivotBudget -= 1
                if pivotBudget <= 0 { gaveUp = true; return }
            }
        }
    }

    private mutating func optimizeArtificial() {
        if pivotBudget == 0 { pivotBudget = 64 * (rowCount + kinds.count) + 1000 }
        while true {
            let objective = artificialObjective!
            var entering: Int32 = -1
            for i in objective.symbols.indices where objective.coefficients[i] < -Row.epsilon {
                let s = objective.symbols[i]
                let k = kinds[Int(s)]
                if (k == .slack || k == .error) && (entering < 0 || s < entering) { entering = s }
            }
            guard entering >= 0, let leaving = leavingRow(for: entering) else { return }
            pivot(row: leaving, entering: entering, tier: 0)
            pivotBudget -= 1
            if pivotBudget <= 0 { gaveUp = true; return }
        }
    }

    /// The ratio test over rows with a restricted basic symbol.
    private func leavingRow(for entering: Int32) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic: Int32 = .max
        for r in columns[Int(entering)] where isLive(r) {
            let ri = Int(r)
            let basic = basicOfRow[ri]
            guard kinds[Int(basic)] != .external else { continue }
            let a = rows[ri].coefficient(of: entering)
            guard a < 0 else { continue }
            let ratio = -rows[ri].constant / a
            if ratio < bestRatio - Row.epsilon || (abs(ratio - bestRatio) <= Row.epsilon && basic < bestBasic) {
                best = ri
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    private mutating func pivot(row ri: Int, entering: Int32, tier: Int) {
        willModify(ri)
        let leaving = basicOfRow[ri]
        rows[ri].add(leaving, -1)
        columns[Int(leaving)].append(Int32(ri))
        rows[ri].solve(for: entering)
        if tier > 0 {
            var definition = Row(constant: 0)
            swap(&definition, &rows[ri])
            dropSettled(&definition, tier: tier)
            swap(&definition, &rows[ri])
        }
        setRowOfSymbol(leaving, -1)
        setBasic(ri, entering)
        substitute(entering, from: ri)
    }

    // MARK: Rows

    @inline(__always)
    func isLive(_ r: Int32) -> Bool { Int(r) < rowCount && basicOfRow[Int(r)] >= 0 }

    /// Moves `row` into the next slot; `row` comes back holding the slot's old storage, which
    /// becomes the scratch row.
    private mutating func appendRow(_ row: inout Row, basic: Int32) -> Int {
        let ri = rowCount
        rowCount += 1
        if ri < rows.count {
            swap(&rows[ri], &row)
            basicOfRow[ri] = -1
            stale[ri] = false
        } else {
            rows.append(row)
            basicOfRow.append(-1)
            stale.append(false)
            currentSince.append(0)
            row = Row(constant: 0)
        }
        scratch = row
        setBasic(ri, basic)
        currentSince[ri] = epoch
        for s in rows[ri].symbols { columns[Int(s)].append(Int32(ri)) }
        return ri
    }

    private mutating func removeRow(_ ri: Int) {
        willModify(ri)
        setRowOfSymbol(basicOfRow[ri], -1)
        journalBasic(ri)
        basicOfRow[ri] = -1
        rows[ri].clear()
    }

    private mutating func setBasic(_ ri: Int, _ symbol: Int32) {
        journalBasic(ri)
        basicOfRow[ri] = symbol
        setRowOfSymbol(symbol, Int32(ri))
    }

    private mutating func setRowOfSymbol(_ s: Int32, _ r: Int32) {
        if journal != nil, Int(s) < journal!.symbolCount { journal!.rowOfSymbol.append((s, rowOfSymbol[Int(s)])) }
        rowOfSymbol[Int(s)] = r
        if r >= 0 {
            epoch += 1
            becameBasic[Int(s)] = epoch
        }
    }

    /// Replaces `symbol` (now basic in row `source`) everywhere else it appears.
    private mutating func substitute(_ symbol: Int32, from source: Int) {
        let definition = rows[source]
        let list = columns[Int(symbol)]
        var target = Row(constant: 0)
        // The definition's symbols are looked up by every row it goes into: mapped once.
        definition.symbols.withUnsafeBufferPointer { symbols in
            for k in symbols.indices { position[Int(symbols[k])] = Int32(k) }
        }
        if matched.count < definition.symbols.count { matched += Array(repeating: -1, count: definition.symbols.count - matched.count) }
        defer {
            for s in definition.symbols { position[Int(s)] = -1 }
        }
        for r in list where Int(r) != source && isLive(r) {
            let ri = Int(r)
            if kinds[Int(basicOfRow[ri])] == .external {
                stale[ri] = true
                continue
            }
            // Undo (rare: a failed phase one) needs the row as it was.
            if journal != nil {
                guard rows[ri].index(of: symbol) != nil else { continue }
                willModify(ri)
            }
            swap(&target, &rows[ri])
            _ = addMultiple(of: definition, replacing: symbol, into: &target, row: r)
            swap(&target, &rows[ri])
        }
        if journal != nil, Int(symbol) < journal!.symbolCount { journal!.columns.append((symbol, list)) }
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        objectives.substitute(symbol, definition)
        if artificialObjective != nil { Self.substitute(symbol, definition, into: &artificialObjective!) }
    }

    /// `target` (row `r`) with its `symbol` term replaced by that coefficient × `definition`;
    /// false, and `target` untouched, when the row no longer holds `symbol` (a stale column
    /// entry). Long rows are where the time goes in a big connected part (a grid's rows reach
    /// a hundred terms, the definitions merged into them a handful), so the merge is one read
    /// of the target: `position` maps the definition's symbols to their indices (the caller
    /// sets it, once for every row the definition goes into), and each target term looks
    /// itself up.
    @inline(__always)
    private mutating func addMultiple(of definition: Row, replacing symbol: Int32, into target: inout Row, row r: Int32) -> Bool {
        let d = definition.symbols.count
        var i = -1
        target.symbols.withUnsafeBufferPointer { symbols in
            position.withUnsafeBufferPointer { position in
                matched.withUnsafeMutableBufferPointer { matched in
                    for idx in symbols.indices {
                        let s = symbols[idx]
                        if s == symbol { i = idx; continue }
                        let k = position[Int(s)]
                        if k >= 0 { matched[Int(k)] = Int32(idx) }
                    }
                }
            }
        }
        defer {
            matched.withUnsafeMutableBufferPointer { matched in
                for k in 0..<d { matched[k] = -1 }
            }
        }
        guard i >= 0 else { return false }
        let c = target.coefficients[i]
        // The last term moves into the removed one's place.
        let last = Int32(target.symbols.count - 1)
        target.removeTerm(at: i)
        target.constant += c * definition.constant
        var cancelled = false
        for k in 0..<d {
            let a = c * definition.coefficients[k]
            var p = Int(matched[k])
            if p >= 0 {
                if p == last { p = i }
                let sum = target.coefficients[p] + a
                if abs(sum) < Row.epsilon { target.coefficients[p] = 0; cancelled = true } else { target.coefficients[p] = sum }
            } else if abs(a) >= Row.epsilon {
                let s = definition.symbols[k]
                target.symbols.append(s)
                target.coefficients.append(a)
                columns[Int(s)].append(r)
            }
        }
        // Terms that cancelled were zeroed in place (indices had to stay put); dropped now.
        if cancelled { target.removeZeroTerms() }
        return true
    }

    /// Brings the external row `top` up to date, and first the stale external rows it refers
    /// to (their symbols are basic in them). No cycle: a row refers to a row made after it was
    /// last current, so "last current" grows along every reference.
    private mutating func refresh(_ top: Int) {
        refreshStack.removeAll(keepingCapacity: true)
        refreshStack.append(Int32(top))
        while let r = refreshStack.last {
            let ri = Int(r)
            guard stale[ri] else { refreshStack.removeLast(); continue }
            var waiting = false
            for s in rows[ri].symbols {
                let q = rowOfSymbol[Int(s)]
                if q >= 0, stale[Int(q)] { refreshStack.append(q); waiting = true }
            }
            if waiting { continue }
            refreshStack.removeLast()
            bringUpToDate(ri)
        }
    }

    /// Every stale row (before the results are read).
    mutating func refreshAll() {
        for ri in 0..<rowCount where stale[ri] && basicOfRow[ri] >= 0 { refresh(ri) }
    }

    /// Replaces, in one merge, each basic symbol of row `ri` by its (current) row; the row's
    /// kept symbols whose column dropped it while basic list it again.
    private mutating func bringUpToDate(_ ri: Int) {
        willModify(ri)
        stale[ri] = false
        let since = currentSince[ri]
        currentSince[ri] = epoch
        var target = Row(constant: 0)
        swap(&target, &rows[ri])
        let r = Int32(ri)
        target.symbols.withUnsafeBufferPointer { symbols in
            for k in symbols.indices { position[Int(symbols[k])] = Int32(k) }
        }
        var cancelled = false
        for k in 0..<target.symbols.count {
            let s = target.symbols[k]
            let q = Int(rowOfSymbol[Int(s)])
            guard q >= 0 else {
                if becameBasic[Int(s)] > since { columns[Int(s)].append(r) }
                continue
            }
            // A basic symbol is in no current row, so no merge below changed its coefficient.
            let c = target.coefficients[k]
            target.coefficients[k] = 0
            cancelled = true
            let definition = rows[q]
            target.constant += c * definition.constant
            for j in definition.symbols.indices {
                let d = definition.symbols[j]
                let a = c * definition.coefficients[j]
                let p = Int(position[Int(d)])
                if p >= 0 {
                    let sum = target.coefficients[p] + a
                    target.coefficients[p] = abs(sum) < Row.epsilon ? 0 : sum
                } else if abs(a) >= Row.epsilon {
                    position[Int(d)] = Int32(target.symbols.count)
                    target.symbols.append(d)
                    target.coefficients.append(a)
                    columns[Int(d)].append(r)
                }
            }
        }
        target.symbols.withUnsafeBufferPointer { symbols in
            for s in symbols { position[Int(s)] = -1 }
        }
        if cancelled { target.removeZeroTerms() }
        swap(&target, &rows[ri])
    }

    private static func substitute(_ symbol: Int32, _ definition: Row, into row: inout Row) {
        guard let i = row.index(of: symbol) else { return }
        let c = row.coefficients[i]
        row.removeTerm(at: i)
        row.constant += c * definition.constant
        for k in definition.symbols.indices { row.add(definition.symbols[k], c * definition.coefficients[k]) }
    }

    // MARK: Journal (undo for a failed phase one)

    private struct Journal {
        var rowCount: Int
        var symbolCount: Int
        var objectives: ObjectiveTiers
        var rows: [(Int, Row)] = []
        var saved: Set<Int> = []
        var basics: [(Int, Int32)] = []
        var rowOfSymbol: [(Int32, Int32)] = []
        var columns: [(Int32, [Int32])] = []
    }

    @inline(__always)
    private mutating func willModify(_ ri: Int) {
        guard journal != nil, ri < journal!.rowCount, journal!.saved.insert(ri).inserted else { return }
        journal!.rows.append((ri, rows[ri]))
    }

    private mutating func journalBasic(_ ri: Int) {
        guard journal != nil, ri < journal!.rowCount else { return }
        journal!.basics.append((ri, basicOfRow[ri]))
    }

    private mutating func rollBack() {
        guard let j = journal else { return }
        journal = nil
        for (s, list) in j.columns.reversed() { columns[Int(s)] = list }
        for (s, r) in j.rowOfSymbol.reversed() { rowOfSymbol[Int(s)] = r }
        for (ri, b) in j.basics.reversed() { basicOfRow[ri] = b }
        for (ri, row) in j.rows.reversed() { rows[ri] = row }
        rowCount = j.rowCount
        kinds.removeSubrange(j.symbolCount...)
        variableOf.removeSubrange(j.symbolCount...)
        becameBasic.removeSubrange(j.symbolCount...)
        rowOfSymbol.removeSubrange(j.symbolCount...)
        objectives = j.objectives
        objectives.rebuildCandidates()
        gaveUp = false
    }

    // MARK: Reading the result

    /// The values of `variables` and whether each is ambiguous (`hasAmbiguousLayout`): a
    /// variable is ambiguous when its row holds a symbol that can move without changing any
    /// tier's optimum (a parametric external symbol, or a parametric restricted one with a zero
    /// reduced cost in every tier that no degenerate row blocks; a solver that reads them as 0
    /// hides the bug, solver-cases.md §2), or when it has no row. Free external symbols take
    /// `fallback`'s value.
    ///
    /// Stale rows are read as they are when nothing is free (the common case): a row's value
    /// is its constant plus each term's value, a basic term's being its own row's. Rows are read
    /// after the rows they refer to (by `currentSince`, see `refresh`), so bringing the final
    /// rows up to date (a grid's positions each hold every width before them, and merging those
    /// cost as much as all the pivots) is never needed for values. When something is free the
    /// rows are brought up to date and read whole, since coefficients may cancel.
    mutating func readResults(of variables: some Sequence<Int32>, fallback: (Int32) -> Double, values: inout [Double], ambiguous: inout [Bool]) {
        // Scratch kept between parts (thousands of small ones in a screen of cells).
        var free: [Bool] = [], rowValue: [Double] = [], stales: [Int] = []
        swap(&free, &readScratch.free)
        swap(&rowValue, &readScratch.rowValue)
        swap(&stales, &readScratch.stales)
        defer {
            swap(&free, &readScratch.free)
            swap(&rowValue, &readScratch.rowValue)
            swap(&stales, &readScratch.stales)
        }
        free.removeAll(keepingCapacity: true)
        free.append(contentsOf: repeatElement(false, count: kinds.count))
        rowValue.removeAll(keepingCapacity: true)
        rowValue.append(contentsOf: repeatElement(0, count: rowCount))
        stales.removeAll(keepingCapacity: true)
        var anyFree = false
        for s in 0..<kinds.count where rowOfSymbol[s] < 0 {
            switch kinds[s] {
            case .external: free[s] = true
            case .slack, .error:
                guard !objectives.isCostly(s) else { continue }
                // Blocked by a restricted row that would go negative if it moved; a symbol in no
                // row at all is harmless either way (no variable's row holds it).
                var blocked = false
                for r in columns[s] where isLive(r) && kinds[Int(basicOfRow[Int(r)])] != .external {
                    let a = rows[Int(r)].coefficient(of: Int32(s))
                    if a < 0, rows[Int(r)].constant < Row.epsilon { blocked = true; break }
                }
                free[s] = !blocked
            case .artificial: break
            }
            anyFree = anyFree || free[s]
        }
        if anyFree { refreshAll() }
        // A row's value: its constant, plus coefficient × the value of each external or basic
        // symbol in it (restricted parametric symbols are 0). Local, over local copies of the
        // arrays: a method of `self` called here copied the whole tableau for every row read.
        let rows = self.rows, rowOfSymbol = self.rowOfSymbol, kinds = self.kinds, variableOf = self.variableOf
        func read(_ row: Row) -> Double {
            var value = row.constant
            for i in row.symbols.indices {
                let s = Int(row.symbols[i])
                let q = rowOfSymbol[s]
                if q >= 0 {
                    value += row.coefficients[i] * rowValue[Int(q)]
                } else if kinds[s] == .external {
                    value += row.coefficients[i] * fallback(variableOf[s])
                }
            }
            return value
        }
        for ri in 0..<rowCount where basicOfRow[ri] >= 0 {
            if stale[ri] { stales.append(ri); continue }
            rowValue[ri] = read(rows[ri])
        }
        stales.sort { currentSince[$0] > currentSince[$1] }
        for ri in stales { rowValue[ri] = read(rows[ri]) }
        for v in variables {
            guard let s = existingSymbol(forVariable: v), rowOfSymbol[Int(s)] >= 0 else {
                values[Int(v)] = fallback(v)
                ambiguous[Int(v)] = true
                continue
            }
            let r = Int(rowOfSymbol[Int(s)])
            values[Int(v)] = rowValue[r]
            ambiguous[Int(v)] = anyFree && rows[r].symbols.contains { free[Int($0)] }
        }
    }
}
