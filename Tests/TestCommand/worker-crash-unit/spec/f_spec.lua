it('f runs', function() end)
