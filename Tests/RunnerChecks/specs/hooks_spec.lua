-- Plain Lua: the order of busted's hooks, and what an error in each does to
-- the tests around it.
describe("hooks", function()
  local log = {}
  local function record(entry) log[#log + 1] = entry end

  setup(function() record("setup") end)
  teardown(function() record("teardown") end)
  before_each(function() record("before_each") end)
  after_each(function() record("after_each") end)

  it("runs setup once, then before_each", function()
    assert.are.same({ "setup", "before_each" }, log)
  end)

  it("runs after_each between tests", function()
    assert.are.same({ "setup", "before_each", "after_each", "before_each" }, log)
  end)

  describe("nested", function()
    before_each(function() record("inner before_each") end)
    after_each(function() record("inner after_each") end)

    it("runs the outer before_each first", function()
      assert.are.same({ "before_each", "inner before_each" }, { log[#log - 1], log[#log] })
    end)
  end)

  it("runs finally after the test's body, even when it fails", function()
    local cleaned = false
    finally(function() cleaned = true end)
    assert.is_false(cleaned)
  end)

  it("fails after finally ran", function()
    finally(function() record("finally") end)
    error("the body fails")
  end)

  it("saw the finally of the failed test", function()
    assert.is_truthy(table.concat(log, ","):find("finally", 1, true))
  end)
end)

describe("a failing before_each", function()
  before_each(function() error("before_each broke") end)

  it("does not run its test", function()
    error("unreachable")
  end)
end)

describe("a failing after_each", function()
  after_each(function() assert.is_true(false) end)

  it("ran its test", function()
    assert.is_true(true)
  end)
end)

describe("a failing setup", function()
  setup(function() error("setup broke") end)

  it("skips the block's tests", function()
    error("unreachable")
  end)
end)

describe("a failing teardown", function()
  teardown(function() error("teardown broke") end)

  it("ran its test first", function()
    assert.is_true(true)
  end)
end)

describe("a failing finally", function()
  it("fails the test", function()
    finally(function() error("finally broke") end)
  end)
end)

describe("a test whose body and finally both fail", function()
  it("reports both", function()
    finally(function() error("finally broke too") end)
    assert.is_true(false)
  end)
end)
