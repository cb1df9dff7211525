-- The bench's catalogue loads on wrk (bench/wrk-load.ts). Arguments after "--": a file of paths, one per
-- line; the Accept-Encoding to send; and "once" to ask each path once and stop, or "loop" to go round them
-- until the time is up.
local requests, sent, stopped = {}, 0, false

function init(args)
  for path in io.lines(args[1]) do
    requests[#requests + 1] = wrk.format("GET", path, { ["Accept-Encoding"] = args[2] })
  end
  -- Without a response function wrk never hands answers to Lua: a looping load costs it less.
  if args[3] ~= "once" then response = nil end
end

function request()
  sent = sent + 1
  return requests[(sent - 1) % #requests + 1]
end

function response()
  if sent >= #requests and not stopped then
    stopped = true
    -- wrk's own clock runs until its timer or a SIGINT: the bench sends one when it reads this line.
    io.write("WRK-ASKED-ALL\n")
    io.flush()
    wrk.thread:stop()
  end
end

function done(summary, latency)
  local e = summary.errors
  io.write(string.format(
    'WRK-FIGURES {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
