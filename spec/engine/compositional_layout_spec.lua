-- UICollectionViewCompositionalLayout from Lua: dimensions, sizes, items,
-- groups and sections made with their class methods by the naming rule, a
-- layout from a section or a section provider, headers as boundary
-- supplementary items, and bad input as errors (docs/tables-and-collections.md,
-- R13.18 in docs/uikit-behavior.md).
describe("UICollectionViewCompositionalLayout", function()
  local errorOf = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "support.lua").errorOf
  local window, collectionView
  local function fraction(value) return NSCollectionLayoutDimension:fractionalWidthDimension(value) end
  local function size(width, height) return NSCollectionLayoutSize:sizeWithWidthDimensionHeightDimension(width, height) end

  local function show(layout, count)
    window = UIWindow(CGRect(0, 0, 320, 480))
    window:makeKeyAndVisible()
    collectionView = UICollectionView(CGRect(0, 0, 320, 400), layout)
    collectionView:registerClassForCellWithReuseIdentifier(UICollectionViewCell, "cell")
    collectionView:registerClassForSupplementaryViewOfKindWithReuseIdentifier(UICollectionReusableView,
      UICollectionElementKindSectionHeader, "header")
    collectionView.dataSource = {
      numberOfSectionsInCollectionView = function() return 2 end,
      collectionViewNumberOfItemsInSection = function() return count end,
      collectionViewCellForItemAtIndexPath = function(self, cv, indexPath)
        return cv:dequeueReusableCellWithReuseIdentifierForIndexPath("cell", indexPath)
      end,
      collectionViewViewForSupplementaryElementOfKindAtIndexPath = function(self, cv, kind, indexPath)
        return cv:dequeueReusableSupplementaryViewOfKindWithReuseIdentifierForIndexPath(kind, "header", indexPath)
      end,
    }
    window:addSubview(collectionView)
    RunLoop.main:runUntilIdle()
  end

  local function frame(item, section)
    return collectionView:layoutAttributesForItemAtIndexPath(NSIndexPath(item, section or 0)).frame
  end

  it("lays out a grid of items a quarter wide, inset", function()
    local item = NSCollectionLayoutItem:itemWithLayoutSize(size(fraction(0.25), NSCollectionLayoutDimension:fractionalHeightDimension(1)))
    item.contentInsets = NSDirectionalEdgeInsets(2, 2, 2, 2)
    local group = NSCollectionLayoutGroup:horizontalGroupWithLayoutSizeSubitems(size(fraction(1), fraction(0.25)), { item })
    local section = NSCollectionLayoutSection:sectionWithGroup(group)
    show(UICollectionViewCompositionalLayout(section), 5)
    assert.are.same(CGRect(2, 2, 76, 76), frame(0))
    assert.are.same(CGRect(242, 2, 76, 76), frame(3))
    assert.are.same(CGRect(2, 82, 76, 76), frame(4))
    assert.are.same(CGRect(2, 162, 76, 76), frame(0, 1))
    assert.are.same(CGSize(320, 320), collectionView.contentSize)
    assert.is_true(group.subitems[1] == item)
    assert.is_true(item.layoutSize.widthDimension.isFractionalWidth)
  end)

  it("asks a section provider, with headers and spacing", function()
    local asked = {}
    local configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 10
    local layout = UICollectionViewCompositionalLayout(function(index, environment)
      asked[#asked + 1] = index .. " " .. tostring(environment.container.contentSize)
      local item = NSCollectionLayoutItem:itemWithLayoutSize(size(fraction(1), NSCollectionLayoutDimension:fractionalHeightDimension(1)))
      local group = NSCollectionLayoutGroup:horizontalGroupWithLayoutSizeRepeatingSubitemCount(
        size(fraction(1), NSCollectionLayoutDimension:absoluteDimension(60)), item, 2)
      group.interItemSpacing = NSCollectionLayoutSpacing:fixedSpacing(20)
      local section = NSCollectionLayoutSection:sectionWithGroup(group)
      section.contentInsets = NSDirectionalEdgeInsets(0, 10, 0, 10)
      section.boundarySupplementaryItems = {
        NSCollectionLayoutBoundarySupplementaryItem:boundarySupplementaryItemWithLayoutSizeElementKindAlignment(
          size(fraction(1), NSCollectionLayoutDimension:estimatedDimension(30)), UICollectionElementKindSectionHeader,
          NSRectAlignmentTop),
      }
      return section
    end, configuration)
    show(layout, 2)
    assert.are.same({ "0 (320.0, 400.0)", "1 (320.0, 400.0)" }, asked)
    assert.are.same(CGRect(10, 30, 140, 60), frame(0))
    assert.are.same(CGRect(170, 30, 140, 60), frame(1))
    assert.are.same(CGRect(10, 100, 300, 30), collectionView:layoutAttributesForSupplementaryElementOfKindAtIndexPath(
      UICollectionElementKindSectionHeader, NSIndexPath(0, 1)).frame)
    assert.are.equal(2, #collectionView:visibleSupplementaryViewsOfKind(UICollectionElementKindSectionHeader))
    assert.are.equal(10, layout.configuration.interSectionSpacing)
  end)

  describe("bad input", function()
    it("is an error", function()
      assert.matches("a dimension must be finite and not negative, not %-1", errorOf(function()
        NSCollectionLayoutDimension:absoluteDimension(-1)
      end))
      assert.matches("NSCollectionLayoutDimension expected, got number", errorOf(function()
        NSCollectionLayoutSize:sizeWithWidthDimensionHeightDimension(3, 4)
      end))
      local item = NSCollectionLayoutItem:itemWithLayoutSize(size(fraction(1), fraction(1)))
      assert.matches("count must be at least 1, not 0", errorOf(function()
        NSCollectionLayoutGroup:verticalGroupWithLayoutSizeRepeatingSubitemCount(size(fraction(1), fraction(1)), item, 0)
      end))
      assert.matches("NSCollectionLayoutSection expected, got string", errorOf(UICollectionViewCompositionalLayout, "grid"))
      assert.matches("Invalid section definition", errorOf(show, UICollectionViewCompositionalLayout(function() return nil end), 3))
      assert.matches("the section provider returned string, not a NSCollectionLayoutSection",
        errorOf(show, UICollectionViewCompositionalLayout(function() return "grid" end), 3))
    end)
  end)
end)
