#!/usr/bin/env python3
# The slow-body attack against a running keyslice, and how quickly /healthz and the builder answer meanwhile.
#
#   python3 scripts/slow-bodies.py PORT [CONNECTIONS] [SOURCE]
#
# Opens CONNECTIONS (default 260) POSTs to /run that promise a 5000-byte body and send one byte every 5 s,
# probes /healthz and / every 0.5 s for 20 s from 127.0.0.1, then prints the slowest probe and how each slow
# connection was answered. SOURCE is the attackers' address: one loopback address (e.g. 127.0.0.2, one client),
# "many" (127.0.1.1, 127.0.1.2, ...: one client per connection), or none (127.0.0.1, the prober's own address).
# Figures: docs/benchmarks.md.
import socket
import sys
import time
import urllib.request
port=int(sys.argv[1]); n=int(sys.argv[2]) if len(sys.argv)>2 else 260
socks=[]
for i in range(n):
    src=sys.argv[3] if len(sys.argv)>3 else None
    s=socket.create_connection(("127.0.0.1",port), source_address=((src if src!="many" else "127.0.%d.%d"%(1+i//250, 1+i%250)),0) if src else None); 
    s.sendall(("POST /run HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nOrigin: http://127.0.0.1:%d\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\np"%(port,port)).encode())
    socks.append(s)
worst=0; probes=0; last=time.time(); start=time.time(); failed=0
while time.time()-start<20:
    if time.time()-last>5:
        for s in socks:
            try: s.sendall(b"x")
            except OSError: pass
        last=time.time()
    for path in ("/healthz","/?pk=PK&pkValue=a"):
        t=time.time()
        try:
            urllib.request.urlopen("http://127.0.0.1:%d%s"%(port,path),timeout=15).read()
        except Exception as e:
            failed+=1
        worst=max(worst,time.time()-t); probes+=1
    time.sleep(0.5)
codes={}
for s in socks:
    s.settimeout(1)
    try: line=s.recv(64).split(b"\r\n")[0].decode()
    except Exception: line="no answer"
    codes[line]=codes.get(line,0)+1
print("probes %d, failed %d, slowest %.0f ms; slow connections answered: %s"%(probes,failed,worst*1000,codes))
