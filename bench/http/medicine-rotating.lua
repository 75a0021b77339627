-- wrk script: each request asks for the next medicine page of a list (one path a line), so every request
-- renders a page that was not the one before it: with PAGE_CACHE_MB=0 nothing remembered per address helps.
--   wrk -t2 -c10 -d10s --latency -H 'Accept-Encoding: br, gzip' -s bench/http/medicine-rotating.lua <origin> -- <paths file>
local paths = {}
local counter = 0

function init(args)
  local file = assert(io.open(args[1], 'r'), 'usage: -- <file of medicine paths>')
  for line in file:lines() do
    if #line > 0 then paths[#paths + 1] = line end
  end
  file:close()
  -- Threads start at different places in the list.
  counter = math.random(#paths)
end

function request()
  counter = counter % #paths + 1
  return wrk.format('GET', paths[counter])
end
