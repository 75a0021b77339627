-- wrk script: every request asks for the next path of a list (one path a line, from medicine-paths.mjs), so no
-- answer remembered per URL can make the figure.
--   wrk -t2 -c10 -d10s -s bench/http/rotate.lua http://127.0.0.1:3953 -- <file of paths>
-- The headers given here replace wrk's -H ones: Accept-Encoding as bench/lib/accept-encoding.mjs says.
local accept_encoding = os.getenv("BENCH_ACCEPT_ENCODING")
if accept_encoding == nil or accept_encoding == "" then accept_encoding = "gzip, deflate, br, zstd" end
local paths = {}
local next_index = 1

function init(args)
  local file = assert(io.open(args[1], "r"), "usage: wrk ... -s rotate.lua <url> -- <file of paths>")
  for line in file:lines() do
    if line ~= "" then paths[#paths + 1] = line end
  end
  file:close()
  assert(#paths > 0, "the file of paths is empty")
  -- Each thread starts at another place in the list.
  next_index = (math.random(1, #paths) % #paths) + 1
end

function request()
  local path = paths[next_index]
  next_index = next_index % #paths + 1
  return wrk.format("GET", path, { ["Accept-Encoding"] = accept_encoding })
end
