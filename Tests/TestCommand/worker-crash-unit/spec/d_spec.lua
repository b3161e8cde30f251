it('d runs', function() end)
