-- Plain Lua, no UIKit API: every outcome a test can have, so that busted's
-- own runner and luaui test can be compared on them (scripts/runner-checks).
describe("outcomes", function()
  it("passes", function()
    assert.are.equal(4, 2 + 2)
  end)

  it("fails an assertion", function()
    assert.are.same({ 1, 2 }, { 1, 3 })
  end)

  it("raises an error", function()
    error("not an assertion")
  end)

  it("raises a table", function()
    error({ code = 7 })
  end)

  it("calls a nil field", function()
    local missing = {}
    missing.method()
  end)

  pending("is declared pending")

  it("becomes pending inside", function()
    pending("decided at run time")
    error("never reached")
  end)

  describe("nested", function()
    it("passes one level down", function()
      assert.is_true(true)
    end)

    describe("deeper", function()
      it("fails two levels down", function()
        assert.is_nil(0, "a custom message")
      end)
    end)
  end)
end)
