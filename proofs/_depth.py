A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
αA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
FA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
≥A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
/A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
/A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
…A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
GA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
—A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
…A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
−A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
≥A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
'A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
GA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
×A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
jA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
αA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
×A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
×A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
+A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
%A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
7A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
'A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
jA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
;A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
HA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
YA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
JA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
–A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
jA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
#A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
qA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
FA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
HA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
/A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
/A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
HA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
GA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
8A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
GA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
GA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
5A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
6A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
UA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
{A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
}A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
HA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
GA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
OA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
IA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
GA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
'A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
HA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
+A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
HA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
LA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
HA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
BA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
CA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
DA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
UA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
2A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
3A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
jA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
jA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
UA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
zA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
*A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
gA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
1A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
…A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
4A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
AA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
UA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
wA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
FA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
UA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
bA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
UA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
RA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
UA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
kA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
@A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
zA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
NA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
fA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
yA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
:A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
xA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
cA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
SA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
EA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
-A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
`A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
"A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
PA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
KA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
hA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
=A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
uA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
rA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
dA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
vA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
(A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
TA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
MA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
)A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
,A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
 A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
nA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
.A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
oA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
pA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
iA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
mA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
aA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
lA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
_A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
eA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
tA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
sA_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
[A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
0A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
]A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)

A_SETTINGS = dict(steps=300, samples=4, restarts=2, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0)
