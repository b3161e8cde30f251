-- scripts/examples/05-tabs.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 05-tabs', function()
  it('prints what 05-tabs.expected holds', function()
    assertPrintsExpected('05-tabs')
  end)
end)
