-- Diffable data sources, snapshots, table editing, swipe actions and
-- prefetching from Lua (R19 in docs/uikit-behavior.md,
-- docs/tables-and-collections.md): snapshots of any Lua values, a cell
-- provider function, a subclass answering editing, data sources as tables
-- with the editing methods, Simulator.swipeRow and Simulator.moveRow, and bad
-- input as Lua errors or UIKit's exceptions.
describe("diffable data sources", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, tableView, log
  local function say(line) log[#log + 1] = line end

  local function texts(view)
    local result = {}
    for _, cell in ipairs(view.visibleCells) do result[#result + 1] = cell.textLabel.text end
    return result
  end

  local function provider(tv, indexPath, item)
    say("cell " .. tostring(item) .. " " .. indexPath.section .. "." .. indexPath.row)
    local cell = tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
    cell.textLabel.text = tostring(item)
    return cell
  end

  local function snapshotOf(sections)
    local snapshot = NSDiffableDataSourceSnapshot()
    for _, section in ipairs(sections) do
      snapshot:appendSectionsWithIdentifiers({ section[1] })
      snapshot:appendItemsWithIdentifiersIntoSectionWithIdentifier(section[2], section[1])
    end
    return snapshot
  end

  before_each(function()
    log = {}
    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    tableView = UITableView(CGRect(0, 0, 320, 200), UITableViewStylePlain)
    tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever  -- under the status bar (R17.4)
    tableView:registerClassForCellReuseIdentifier(UITableViewCell, "cell")
    window:addSubview(tableView)
  end)
  after_each(function() window.hidden = true end)

  describe("a snapshot", function()
    it("keeps sections and items of any Lua value in order", function()
      local key = {}
      local view = UIView()
      local snapshot = NSDiffableDataSourceSnapshot()
      snapshot:appendSectionsWithIdentifiers({ "a", 2 })
      snapshot:appendItemsWithIdentifiersIntoSectionWithIdentifier({ "x", 1, 2.0, true }, "a")
      snapshot:appendItemsWithIdentifiers({ key, view })
      snapshot:insertItemsWithIdentifiersBeforeItemWithIdentifier({ "w" }, "x")
      assert.are.equal(2, snapshot.numberOfSections)
      assert.are.equal(7, snapshot.numberOfItems)
      local items = snapshot.itemIdentifiers
      assert.are.equal("w", items[1])
      assert.are.equal(math.type(items[4]), "integer", "an integral float is the integer, as a table key is")
      assert.are.equal(key, items[6], "a table by identity")
      assert.are.equal(view, items[7])
      assert.are.equal(2, snapshot:sectionIdentifierForSectionContainingItemIdentifier(key))
      assert.are.equal(5, snapshot:indexOfItemIdentifier(key))
      assert.is_nil(snapshot:indexOfItemIdentifier({}), "another table is another identifier")
      assert.are.equal(1, snapshot:indexOfSectionIdentifier(2))
      assert.are.same({ "w", "x", 1, 2, true }, snapshot:itemIdentifiersInSectionWithIdentifier("a"))
      snapshot:moveSectionWithIdentifierBeforeSectionWithIdentifier(2, "a")
      snapshot:deleteItemsWithIdentifiers({ "x", "nothing" })
      snapshot:reloadItemsWithIdentifiers({ "w" })
      assert.are.same({ 2, "a" }, snapshot.sectionIdentifiers)
      assert.are.same({ "w" }, snapshot.reloadedItemIdentifiers)
      snapshot:deleteAllItems()
      assert.are.equal(0, snapshot.numberOfSections)
    end)

    it("raises UIKit's exceptions for duplicates and missing identifiers", function()
      local snapshot = NSDiffableDataSourceSnapshot()
      assert.are.equal("HERE: There are currently no sections in the data source. Please add a section first.",
                       errorOf(function() snapshot:appendItemsWithIdentifiers({ "a" }) end))
      snapshot:appendSectionsWithIdentifiers({ "s" })
      assert.matches("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}",
                     errorOf(function() snapshot:appendItemsWithIdentifiers({ "a", "b", "a" }) end), 1, true)
      assert.are.equal(0, snapshot.numberOfItems)
      assert.matches("Section identifier was not found",
                     errorOf(function() snapshot:appendItemsWithIdentifiersIntoSectionWithIdentifier({ "a" }, "t") end))
      assert.matches("Attempted to reload item identifier that does not exist in the snapshot: z",
                     errorOf(function() snapshot:reloadItemsWithIdentifiers({ "z" }) end))
      assert.matches("at position 1: NaN cannot be an identifier", errorOf(function() snapshot:appendItemsWithIdentifiers({ 0 / 0 }) end))
      assert.matches("identifier expected at position 2, got thread",
                     errorOf(function() snapshot:appendItemsWithIdentifiers({ "a", coroutine.create(print) }) end))
      assert.matches("table expected", errorOf(function() snapshot:appendItemsWithIdentifiers("a") end))
    end)

    it("moves an item appended to another section there, so it is never in two", function()
      local snapshot = snapshotOf({ { "todo", { "milk" } }, { "done", {} } })
      snapshot:appendItemsWithIdentifiersIntoSectionWithIdentifier({ "milk" }, "done")
      assert.are.same({}, snapshot:itemIdentifiersInSectionWithIdentifier("todo"))
      assert.are.same({ "milk" }, snapshot:itemIdentifiersInSectionWithIdentifier("done"))
      assert.are.equal(1, snapshot.numberOfItems)
    end)
  end)

  describe("a table's diffable data source", function()
    it("applies snapshots by their difference, a function giving the cells", function()
      local source = UITableViewDiffableDataSource(tableView, provider)
      assert.are.equal(source, tableView.dataSource)
      source:applySnapshotAnimatingDifferences(snapshotOf({ { 1, { "a", "b", "c" } } }), false)
      assert.are.same({ "cell a 0.0", "cell b 0.1", "cell c 0.2" }, log)
      assert.are.same({ "a", "b", "c" }, texts(tableView))
      log = {}
      local done = false
      source:applySnapshotAnimatingDifferencesCompletion(snapshotOf({ { 1, { "c", "a", "d" } } }), true,
                                                         function() done = true end)
      assert.are.same({ "cell d 0.2" }, log, "a and c keep their cells")
      assert.are.same({ "c", "a", "d" }, texts(tableView))
      assert.is_false(done, "the completion comes at the next turn when animating")
      RunLoop.main:runOnce()
      assert.is_true(done)
      assert.are.equal("a", source:itemIdentifierForIndexPath(NSIndexPath(1, 0)))
      assert.are.equal(NSIndexPath(2, 0), source:indexPathForItemIdentifier("d"))
      assert.are.equal(1, source:sectionIdentifierForIndex(0))
      assert.are.equal(0, source:indexForSectionIdentifier(1))
      assert.is_nil(source:itemIdentifierForIndexPath(NSIndexPath(9, 0)))
      local copy = source:snapshot()
      copy:appendItemsWithIdentifiers({ "e" })
      assert.are.equal(3, source:snapshot().numberOfItems, "a snapshot is a copy")
      source:applySnapshotUsingReloadData(copy)
      assert.are.same({ "c", "a", "d", "e" }, texts(tableView))
    end)

    it("lets a subclass answer titles, editing and deletion", function()
      local Todos = UITableViewDiffableDataSource:subclass("Todos")
      function Todos:tableViewTitleForHeaderInSection(tv, section) return "Section " .. section end
      function Todos:tableViewCanEditRowAtIndexPath(tv, indexPath) return true end
      function Todos:tableViewCommitEditingStyleForRowAtIndexPath(tv, style, indexPath)
        say("commit " .. style .. " " .. indexPath.row)
        local snapshot = self:snapshot()
        snapshot:deleteItemsWithIdentifiers({ self:itemIdentifierForIndexPath(indexPath) })
        self:applySnapshotAnimatingDifferences(snapshot, true)
      end
      local todos = Todos(tableView, provider)
      todos:applySnapshotAnimatingDifferences(snapshotOf({ { "today", { "milk", "eggs", "bread" } } }), false)
      assert.are.equal(28, tableView:rectForHeaderInSection(0).height)
      log = {}
      Simulator.swipeRow(tableView, NSIndexPath(1, 0), "Delete")
      assert.are.same({ "commit " .. UITableViewCellEditingStyleDelete .. " 1" }, log)
      assert.are.same({ "milk", "bread" }, texts(tableView))
      assert.is_false(tableView.editing)
    end)

    it("raises the table's exception for a provider without a cell, and a Lua error for a wrong one", function()
      local empty = UITableViewDiffableDataSource(tableView, function() return nil end)
      assert.matches("failed to obtain a cell from its dataSource",
                     errorOf(function() empty:applySnapshotAnimatingDifferences(snapshotOf({ { 1, { "a" } } }), false) end))
      local wrong = UITableViewDiffableDataSource(tableView, function() return UIView() end)
      assert.matches("the provider returned UIView, not a UITableViewCell",
                     errorOf(function() wrong:applySnapshotAnimatingDifferences(snapshotOf({ { 1, { "a" } } }), false) end))
      local failing = UITableViewDiffableDataSource(tableView, function() error("no cell today") end)
      assert.matches("no cell today",
                     errorOf(function() failing:applySnapshotAnimatingDifferences(snapshotOf({ { 1, { "a" } } }), false) end))
      assert.matches("UITableView expected",
                     errorOf(function() UITableViewDiffableDataSource(UIView(), provider) end))
    end)

    it("refuses a snapshot applied from a cell provider while one applies", function()
      local source
      local nested = false
      source = UITableViewDiffableDataSource(tableView, function(tv, indexPath, item)
        if item == "b" and not nested then
          nested = true
          source:applySnapshotAnimatingDifferences(snapshotOf({ { 1, { "z" } } }), false)
        end
        return provider(tv, indexPath, item)
      end)
      source:applySnapshotAnimatingDifferences(snapshotOf({ { 1, { "a" } } }), false)
      assert.matches("APPLYING_SNAPSHOTS_REENTRANTLY", errorOf(function()
        source:applySnapshotAnimatingDifferences(snapshotOf({ { 1, { "a", "b" } } }), false)
      end))
      assert.are.same({ "a", "b" }, source:snapshot().itemIdentifiers)
    end)
  end)

  describe("a collection view's diffable data source", function()
    it("gives items cells from a function and keeps a supplementary view provider", function()
      local collection = UICollectionView(CGRect(0, 0, 320, 200), UICollectionViewFlowLayout())
      collection:registerClassForCellWithReuseIdentifier(UICollectionViewCell, "c")
      window:addSubview(collection)
      local made = {}
      local source = UICollectionViewDiffableDataSource(collection, function(view, indexPath, item)
        made[#made + 1] = item
        return view:dequeueReusableCellWithReuseIdentifierForIndexPath("c", indexPath)
      end)
      local function supplementary() return nil end
      source.supplementaryViewProvider = supplementary
      assert.are.equal(supplementary, source.supplementaryViewProvider)
      source:applySnapshotAnimatingDifferences(snapshotOf({ { 0, { 1, 2, 3 } } }), false)
      assert.are.same({ 1, 2, 3 }, made)
      local snapshot = source:snapshot()
      snapshot:deleteItemsWithIdentifiers({ 2 })
      snapshot:appendItemsWithIdentifiers({ 4 })
      source:applySnapshotAnimatingDifferences(snapshot, false)
      assert.are.same({ 1, 2, 3, 4 }, made)
      assert.are.equal(3, collection:numberOfItemsInSection(0))
    end)

    it("applies batch updates of items and sections", function()
      local collection = UICollectionView(CGRect(0, 0, 320, 200), UICollectionViewFlowLayout())
      collection:registerClassForCellWithReuseIdentifier(UICollectionViewCell, "c")
      window:addSubview(collection)
      local counts = { 2 }
      collection.dataSource = {
        numberOfSectionsInCollectionView = function() return #counts end,
        collectionViewNumberOfItemsInSection = function(self, view, section) return counts[section + 1] end,
        collectionViewCellForItemAtIndexPath = function(self, view, indexPath)
          return view:dequeueReusableCellWithReuseIdentifierForIndexPath("c", indexPath)
        end,
      }
      RunLoop.main:runUntilIdle()
      counts = { 2, 1 }
      local finished
      collection:performBatchUpdatesCompletion(function() collection:insertSections({ 1 }) end,
                                               function(done) finished = done end)
      assert.is_true(finished)
      assert.are.equal(2, collection.numberOfSections)
      assert.matches("Invalid update: invalid number of items in section 0", errorOf(function()
        collection:insertItemsAtIndexPaths({ NSIndexPath(0, 0) })
      end))
      assert.matches("a section cannot be negative", errorOf(function() collection:deleteSections({ -1 }) end))
    end)
  end)

  describe("table editing", function()
    local rows
    local function editingSource()
      return {
        tableViewNumberOfRowsInSection = function() return #rows end,
        tableViewCellForRowAtIndexPath = function(self, tv, indexPath)
          local cell = tv:dequeueReusableCellWithIdentifierForIndexPath("cell", indexPath)
          cell.textLabel.text = rows[indexPath.row + 1]
          return cell
        end,
        tableViewCommitEditingStyleForRowAtIndexPath = function(self, tv, style, indexPath)
          say("commit " .. indexPath.row)
          table.remove(rows, indexPath.row + 1)
          tv:deleteRowsAtIndexPathsWithRowAnimation({ indexPath }, UITableViewRowAnimationAutomatic)
        end,
        tableViewMoveRowAtIndexPathToIndexPath = function(self, tv, from, to)
          say("move " .. from.row .. " " .. to.row)
          table.insert(rows, to.row + 1, table.remove(rows, from.row + 1))
        end,
        tableViewWillBeginEditingRowAtIndexPath = function(self, tv, indexPath) say("willBegin " .. indexPath.row) end,
        tableViewDidEndEditingRowAtIndexPath = function(self, tv, indexPath) say("didEnd " .. tostring(indexPath)) end,
      }
    end

    before_each(function()
      rows = { "a", "b", "c" }
      local source = editingSource()
      tableView.dataSource = source
      tableView.delegate = source
      RunLoop.main:runUntilIdle()
    end)

    it("enters editing mode, a cell class's setEditingAnimated hearing it", function()
      local EditingCell = UITableViewCell:subclass("EditingCell")
      function EditingCell:setEditingAnimated(editing, animated)
        say("setEditing " .. tostring(editing))
        UITableViewCell.setEditingAnimated(self, editing, animated)
      end
      local source = tableView.dataSource
      tableView = UITableView(CGRect(0, 0, 320, 200), UITableViewStylePlain)
      tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever  -- under the status bar (R17.4)
      tableView:registerClassForCellReuseIdentifier(EditingCell, "cell")
      window:addSubview(tableView)
      tableView.dataSource = source
      RunLoop.main:runUntilIdle()
      log = {}
      tableView:setEditingAnimated(true, true)
      assert.is_true(tableView.editing)
      assert.are.same({ "setEditing true", "setEditing true", "setEditing true" }, log)
      local cell = tableView:cellForRowAtIndexPath(NSIndexPath(0, 0))
      assert.is_true(cell.editing)
      assert.are.equal(UITableViewCellEditingStyleDelete, cell.editingStyle)
      tableView.editing = false
      assert.is_false(cell.editing)
    end)

    it("swipes a row and taps a custom action, whose completion closes it", function()
      local completion
      tableView.delegate.tableViewTrailingSwipeActionsConfigurationForRowAtIndexPath = function(self, tv, indexPath)
        local flag = UIContextualAction(UIContextualActionStyleNormal, "Flag", function(action, view, done)
          say("flag " .. action.title .. " " .. view.currentTitle)
          completion = done
        end)
        flag.backgroundColor = UIColor.orangeColor
        local configuration = UISwipeActionsConfiguration({ flag })
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
      end
      Simulator.swipeRow(tableView, NSIndexPath(2, 0), "Flag")
      assert.are.same({ "willBegin 2", "flag Flag Flag" }, log)
      assert.is_true(tableView.editing)
      assert.is_true(tableView:cellForRowAtIndexPath(NSIndexPath(2, 0)).showingDeleteConfirmation)
      completion(true)
      completion(true)
      assert.are.same({ "willBegin 2", "flag Flag Flag", "didEnd [0, 2]" }, log)
      assert.is_false(tableView.editing)
    end)

    it("deletes through the data source's commit with the default Delete", function()
      Simulator.swipeRow(tableView, NSIndexPath(0, 0), "Delete")
      assert.are.same({ "willBegin 0", "commit 0", "didEnd nil" }, log)
      RunLoop.main:runUntilIdle()
      assert.are.same({ "b", "c" }, texts(tableView))
    end)

    it("refuses swipes that show nothing, and rows that are gone", function()
      assert.matches("no row {0, 9} is shown in the table to swipe",
                     errorOf(function() Simulator.swipeRow(tableView, NSIndexPath(9, 0), "Delete") end))
      assert.matches("row {0, 0} shows no action titled 'Archive'",
                     errorOf(function() Simulator.swipeRow(tableView, NSIndexPath(0, 0), "Archive") end))
      assert.matches("shows no action titled 'Delete'", errorOf(function()
        Simulator.swipeRow(tableView, NSIndexPath(0, 0), "Delete", NSDirectionalRectEdgeLeading)
      end))
      assert.matches("UITableView expected", errorOf(function() Simulator.swipeRow(UIView(), NSIndexPath(0, 0), "Delete") end))
    end)

    it("passes a commit handler's error on as the script's error", function()
      tableView.dataSource.tableViewCommitEditingStyleForRowAtIndexPath = function() error("cannot delete") end
      assert.matches("cannot delete", errorOf(function() Simulator.swipeRow(tableView, NSIndexPath(0, 0), "Delete") end))
      assert.are.same({ "a", "b", "c" }, texts(tableView))
      assert.is_false(tableView.editing)
    end)

    it("moves rows the user drags in editing mode", function()
      assert.matches("the table is not editing",
                     errorOf(function() Simulator.moveRow(tableView, NSIndexPath(0, 0), NSIndexPath(2, 0)) end))
      tableView:setEditingAnimated(true, false)
      Simulator.moveRow(tableView, NSIndexPath(0, 0), NSIndexPath(2, 0))
      assert.are.same({ "move 0 2" }, log)
      assert.are.same({ "b", "c", "a" }, rows)
      RunLoop.main:runUntilIdle()
      assert.are.same({ "b", "c", "a" }, texts(tableView))
      assert.matches("cannot move", errorOf(function() Simulator.moveRow(tableView, NSIndexPath(0, 0), NSIndexPath(5, 0)) end))
    end)

    it("applies section updates and moves with UIKit's checks", function()
      rows = { "a", "b", "c" }
      tableView:moveRowAtIndexPathToIndexPath(NSIndexPath(0, 0), NSIndexPath(1, 0))
      assert.matches("attempt to delete section 3, but there are only 1 sections before the update",
                     errorOf(function() tableView:deleteSectionsWithRowAnimation({ 3 }, UITableViewRowAnimationFade) end))
    end)
  end)

  describe("prefetching", function()
    it("tells a table the rows a bounds height ahead and cancels those it turned from", function()
      local source = UITableViewDiffableDataSource(tableView, provider)
      tableView.rowHeight = 50
      tableView.prefetchDataSource = {
        tableViewPrefetchRowsAtIndexPaths = function(self, tv, paths)
          local rowsAsked = {}
          for _, path in ipairs(paths) do rowsAsked[#rowsAsked + 1] = path.row end
          say("prefetch " .. table.concat(rowsAsked, ","))
        end,
        tableViewCancelPrefetchingForRowsAtIndexPaths = function(self, tv, paths) say("cancel " .. #paths) end,
      }
      local items = {}
      for index = 1, 30 do items[index] = index end
      source:applySnapshotAnimatingDifferences(snapshotOf({ { 1, items } }), false)
      log = {}
      tableView.contentOffset = CGPoint(0, 100)
      tableView:layoutIfNeeded()
      tableView.contentOffset = CGPoint(0, 50)
      tableView:layoutIfNeeded()
      local prefetches = {}
      for _, line in ipairs(log) do if not line:find("^cell") then prefetches[#prefetches + 1] = line end end
      assert.are.same({ "prefetch 8,9", "cancel 4", "prefetch 0" }, prefetches)
      assert.is_true(tableView.prefetchingEnabled)
    end)
  end)
end)
