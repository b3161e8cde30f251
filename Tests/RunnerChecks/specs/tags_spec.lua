-- Plain Lua: tags in names and on blocks, which --tags and --exclude-tags
-- select; the comparison runs this file with and without them.
describe("tags #tagged", function()
  it("is fast #fast", function()
    assert.is_true(true)
  end)

  it("is slow #slow", function()
    assert.is_true(true)
  end)

  it("is fast and failing #fast", function()
    assert.are.equal("a", "b")
  end)

  describe("a block of slow tests #slow", function()
    it("is slow by its block", function()
      assert.is_true(true)
    end)

    it("is also fast #fast", function()
      assert.is_true(true)
    end)
  end)
end)

describe("untagged", function()
  it("has no tag", function()
    assert.is_true(true)
  end)
end)
