it('a runs', function() end)
