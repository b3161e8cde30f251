-- Every outcome busted knows, counted in the closing line: pending as
-- skipped, errors as failed.
describe("outcomes", function()
  it("passes", function() assert.are.equal(2, 1 + 1) end)
  it("fails", function() assert.are.equal(3, 1 + 1) end)
  it("errors", function() error("not an assertion") end)
  pending("is pending")
  it("is pending inside", function() pending("later") end)
end)
