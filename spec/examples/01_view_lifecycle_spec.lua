-- scripts/examples/01-view-lifecycle.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 01-view-lifecycle', function()
  it('prints what 01-view-lifecycle.expected holds', function()
    assertPrintsExpected('01-view-lifecycle')
  end)
end)
