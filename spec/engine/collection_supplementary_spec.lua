-- Section headers and footers of a UICollectionView from Lua: a flow layout's
-- reference sizes, a script's UICollectionReusableView class registered for a
-- kind, the data source's collectionViewViewForSupplementaryElementOfKindAtIndexPath
-- and the delegate's willDisplay/didEndDisplaying, reuse while scrolling, and
-- bad input as Lua errors or UIKit's exceptions (docs/tables-and-collections.md,
-- R13.14 and R13.15 in docs/uikit-behavior.md).
describe("UICollectionView supplementary views", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, layout, collectionView, log
  local function say(line) log[#log + 1] = line end
  local function name(indexPath) return indexPath.section .. "." .. indexPath.item end
  local function short(kind) return kind == UICollectionElementKindSectionHeader and "header" or "footer" end

  -- `sections` sections of two items, a header 30 high and a footer 20 high each.
  local function source(sections)
    return {
      numberOfSectionsInCollectionView = function(self, cv) return sections end,
      collectionViewNumberOfItemsInSection = function(self, cv, section) return 2 end,
      collectionViewCellForItemAtIndexPath = function(self, cv, indexPath)
        say("cell " .. name(indexPath))
        return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
      end,
      collectionViewViewForSupplementaryElementOfKindAtIndexPath = function(self, cv, kind, indexPath)
        say(short(kind) .. " " .. name(indexPath))
        return cv:dequeueReusableSupplementaryViewOfKindWithReuseIdentifierForIndexPath(kind, short(kind), indexPath)
      end,
      collectionViewLayoutReferenceSizeForHeaderInSection = function(self, cv, cvLayout, section)
        return CGSize(0, 30)
      end,
      collectionViewWillDisplaySupplementaryViewForElementKindAtIndexPath = function(self, cv, view, kind, indexPath)
        say("willDisplay " .. short(kind) .. " " .. name(indexPath))
      end,
      collectionViewDidEndDisplayingSupplementaryViewForElementOfKindAtIndexPath = function(self, cv, view, kind, indexPath)
        say("didEndDisplaying " .. short(kind) .. " " .. name(indexPath))
      end,
    }
  end

  local function show(data)
    collectionView.dataSource = data
    collectionView.delegate = data
    RunLoop.main:runUntilIdle()
  end

  before_each(function()
    log = {}
    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(10, 10, 10, 10)
    layout.itemSize = CGSize(100, 50)
    layout.footerReferenceSize = CGSize(0, 20)
    collectionView = UICollectionView(CGRect(0, 0, 320, 200), layout)
    collectionView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever  -- under the status bar (R17.4)
    collectionView:registerClassForCellWithReuseIdentifier(UICollectionViewCell, "cell")
    collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(UICollectionReusableView,
      UICollectionElementKindSectionFooter, "footer")
    window:addSubview(collectionView)
  end)

  it("places a script's headers around the insets and asks in the layout's order", function()
    local Header = UICollectionReusableView:subclass("SectionHeader")
    function Header:initWithFrame(frame)
      Header.super.initWithFrame(self, frame)
      self.label = UILabel(self.bounds)
      self:addSubview(self.label)
      self.uses = 0
      say("init " .. tostring(frame.size))
    end
    function Header:prepareForReuse()
      Header.super.prepareForReuse(self)
      self.uses = self.uses + 1
    end
    collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(Header,
      UICollectionElementKindSectionHeader, "header")
    show(source(4))
    assert.are.same({
      "header 0.0", "init (320.0, 30.0)", "willDisplay header 0.0", "cell 0.0", "cell 0.1",
      "footer 0.0", "willDisplay footer 0.0", "header 1.0", "init (320.0, 30.0)", "willDisplay header 1.0",
      "cell 1.0", "cell 1.1",
    }, log)
    local header = collectionView:supplementaryViewForElementKindAtIndexPath(UICollectionElementKindSectionHeader,
      NSIndexPath(0, 1))
    assert.are.equal("SectionHeader", header.className)
    assert.are.same(CGRect(0, 120, 320, 30), header.frame)
    assert.are.equal("header", header.reuseIdentifier)
    local attributes = collectionView:layoutAttributesForSupplementaryElementOfKindAtIndexPath(
      UICollectionElementKindSectionFooter, NSIndexPath(0, 0))
    assert.are.same(CGRect(0, 100, 320, 20), attributes.frame)
    assert.are.equal(UICollectionElementCategorySupplementaryView, attributes.representedElementCategory)
    assert.are.equal(UICollectionElementKindSectionFooter, attributes.representedElementKind)

    log = {}
    collectionView.contentOffset = CGPoint(0, 200)
    RunLoop.main:runUntilIdle()
    local headers = {}
    for _, line in ipairs(log) do if line:find("header") then headers[#headers + 1] = line end end
    assert.are.same({ "didEndDisplaying header 0.0", "didEndDisplaying header 1.0", "header 2.0",
                      "willDisplay header 2.0", "header 3.0", "willDisplay header 3.0" }, headers)
    local paths = collectionView:indexPathsForVisibleSupplementaryElementsOfKind(UICollectionElementKindSectionHeader)
    assert.are.same({ 2, 3 }, { paths[1].section, paths[2].section })
    for _, view in ipairs(collectionView:visibleSupplementaryViewsOfKind(UICollectionElementKindSectionHeader)) do
      assert.are.equal(1, view.uses)
    end
  end)

  it("sends a script's view applyLayoutAttributes as it places it", function()
    local Badge = UICollectionReusableView:subclass("AppliedHeader")
    function Badge:applyLayoutAttributes(attributes)
      Badge.super.applyLayoutAttributes(self, attributes)
      say("apply " .. short(attributes.representedElementKind) .. " " .. tostring(attributes.frame))
    end
    collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(Badge, UICollectionElementKindSectionHeader, "header")
    show(source(1))
    local applied = {}
    for _, line in ipairs(log) do if line:find("^apply") then applied[#applied + 1] = line end end
    assert.are.same({ "apply header (0.0, 0.0, 320.0, 30.0)" }, applied)
    local header = collectionView:supplementaryViewForElementKindAtIndexPath(UICollectionElementKindSectionHeader, NSIndexPath(0, 0))
    local attributes = collectionView:layoutAttributesForSupplementaryElementOfKindAtIndexPath(
      UICollectionElementKindSectionHeader, NSIndexPath(0, 0))
    assert.are.equal(attributes, header:preferredLayoutAttributesFittingAttributes(attributes))
  end)

  it("has the flow layout's reference sizes and pinning as properties", function()
    assert.are.same(CGSize(0, 0), UICollectionViewFlowLayout().headerReferenceSize)
    assert.is_false(layout.sectionHeadersPinToVisibleBounds)
    layout.headerReferenceSize = CGSize(0, 44)
    layout.sectionHeadersPinToVisibleBounds = true
    assert.are.same(CGSize(0, 44), layout.headerReferenceSize)
    assert.is_true(layout.sectionHeadersPinToVisibleBounds)
    local attributes = UICollectionViewLayoutAttributes:layoutAttributesForSupplementaryViewOfKindWithIndexPath(
      UICollectionElementKindSectionHeader, NSIndexPath(0, 3))
    assert.are.equal(3, attributes.indexPath.section)
    assert.are.equal(UICollectionElementCategoryCell,
      UICollectionViewLayoutAttributes:layoutAttributesForCellWithIndexPath(NSIndexPath(1, 0)).representedElementCategory)
  end)

  it("takes a diffable data source's headers from its supplementaryViewProvider", function()
    collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(UICollectionReusableView,
      UICollectionElementKindSectionHeader, "header")
    layout.headerReferenceSize = CGSize(0, 30)
    layout.footerReferenceSize = CGSize(0, 0)
    local source = UICollectionViewDiffableDataSource(collectionView, function(view, indexPath, item)
      return view:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
    end)
    source.supplementaryViewProvider = function(view, kind, indexPath)
      say(short(kind) .. " " .. name(indexPath) .. " " .. tostring(source:sectionIdentifierForIndex(indexPath.section)))
      return view:dequeueReusableSupplementaryViewOfKindWithReuseIdentifierForIndexPath(kind, "header", indexPath)
    end
    local snapshot = NSDiffableDataSourceSnapshot()
    snapshot:appendSectionsWithIdentifiers({ "fruit" })
    snapshot:appendItemsWithIdentifiersIntoSectionWithIdentifier({ "apple", "pear" }, "fruit")
    source:applySnapshotAnimatingDifferences(snapshot, false)
    RunLoop.main:runUntilIdle()
    assert.are.same({ "header 0.0 fruit" }, log)
    assert.are.same(CGRect(0, 0, 320, 30), collectionView:supplementaryViewForElementKindAtIndexPath(
      UICollectionElementKindSectionHeader, NSIndexPath(0, 0)).frame)
  end)

  describe("bad input", function()
    it("raises UIKit's exceptions and Lua errors", function()
      collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(UICollectionReusableView,
        UICollectionElementKindSectionHeader, "header")
      show(source(1))
      assert.matches("could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier other",
        errorOf(function()
          collectionView:dequeueReusableSupplementaryViewOfKindWithReuseIdentifierForIndexPath(
            UICollectionElementKindSectionHeader, "other", NSIndexPath(0, 0))
        end))
      assert.matches("must pass a class of kind UICollectionReusableView", errorOf(function()
        collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(UIView, "Badge", "badge")
      end))
      assert.matches("string expected, got number", errorOf(function()
        collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(UICollectionReusableView, 3, "badge")
      end))
      assert.matches("NSIndexPath expected, got nil", errorOf(function()
        collectionView:supplementaryViewForElementKindAtIndexPath(UICollectionElementKindSectionHeader, nil)
      end))
    end)

    it("raises for a view the data source does not give", function()
      collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(UICollectionReusableView,
        UICollectionElementKindSectionHeader, "header")
      local data = source(1)
      data.collectionViewViewForSupplementaryElementOfKindAtIndexPath = function() return nil end
      collectionView.dataSource = data
      collectionView.delegate = data
      assert.matches("was not retrieved by calling %-dequeueReusableSupplementaryViewOfKind", errorOf(function()
        RunLoop.main:runUntilIdle()
      end))
      assert.are.equal(2, #collectionView.visibleCells)
    end)
  end)
end)
