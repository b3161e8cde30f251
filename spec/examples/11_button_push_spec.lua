-- scripts/examples/11-button-push.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 11-button-push', function()
  it('prints what 11-button-push.expected holds', function()
    assertPrintsExpected('11-button-push')
  end)
end)
