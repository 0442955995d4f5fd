import { scriptJson } from '../platform/html-escape';

/**
 * The page closes betting this long before the server does: its lock time is the server's, counted from when the
 * answer arrived and checked once a second, so without a margin a bet sent in the last second reached a locked
 * draw and was refused ("locked until it is drawn").
 */
const LOCK_MARGIN_MS = 3000;

/**
 * The lottery provider's page a launch opens (the fake's stand-in, like the slot pages): the lobby lists
 * the games; the betting view shows the open draw's countdown, the last results, a bet slip and the
 * player's bets, which settle when the world's clock passes the draw. Data goes in with textContent only;
 * the one value in the HTML, the page's address, is escaped for its script (platform/html-escape.ts).
 */
export const lobbyPage = (base: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lottery</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#120e22;color:#f1eefb}main{max-width:760px;margin:0 auto;padding:1rem}
h1{font-size:1.3rem;margin:.2rem 0}h2{font-size:1rem;color:#f5c451;margin:1rem 0 .5rem}.bar{display:flex;justify-content:space-between;align-items:center;gap:.5rem;flex-wrap:wrap}
.card{background:#1c1633;border:1px solid #342a5c;border-radius:12px;padding:.8rem 1rem;margin:.6rem 0}
button,select,input{font:inherit;border-radius:8px;border:1px solid #342a5c;background:#261e44;color:#f1eefb;padding:.5rem .7rem;min-height:44px}
button{cursor:pointer;background:#6142bf;border-color:#6142bf;font-weight:600}button:disabled{opacity:.5;cursor:not-allowed}
.games{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.5rem}.games button{background:#261e44;border-color:#342a5c;text-align:left}
.count{font-size:2rem;font-variant-numeric:tabular-nums;color:#f5c451}.balls{display:flex;gap:.3rem}.ball{width:1.9rem;height:1.9rem;border-radius:50%;display:grid;place-items:center;background:#6142bf;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:.9rem}td,th{text-align:left;padding:.3rem;border-bottom:1px solid #342a5c}
.slip{display:grid;gap:.5rem;grid-template-columns:1fr 1fr}.slip label{display:grid;gap:.2rem;font-size:.85rem}#message{min-height:1.4em}#message.error{color:#ff6b81}.won{color:#9be29b}.lost{color:#ff9aa8}
@media (max-width:480px){.slip{grid-template-columns:1fr}}
</style></head><body><main>
<div class="bar"><h1 id="title">Lottery</h1><p>Balance <strong data-testid="lobby-balance" id="balance">…</strong></p></div>
<p id="message" role="status"></p>
<section id="lobby" hidden><h2>Games</h2><div class="games" id="games"></div></section>
<section id="betting" hidden>
<div class="card"><div class="bar"><div>Draw <strong id="numero" data-testid="numero"></strong></div><button id="toLobby" type="button">All games</button></div>
<div class="count" id="countdown" data-testid="countdown" aria-live="off"></div><div id="locked"></div></div>
<div class="card"><h2>Bet slip</h2><form id="slip" class="slip">
<label>Play <select id="playType" name="playType"></select></label><label>Pick <select id="pick" name="pick"></select></label>
<label>Stake <input id="stake" name="stake" type="number" min="1" step="0.01" value="10" inputmode="decimal"></label>
<button id="place" type="submit">Place bet</button></form></div>
<div class="card"><h2>Last results</h2><table aria-label="Last results"><tbody id="results"></tbody></table></div>
<div class="card"><h2>My bets</h2><table aria-label="My bets"><thead><tr><th>Draw</th><th>Bet</th><th>Stake</th><th>Result</th></tr></thead><tbody id="bets"></tbody></table></div>
</section>
<script>
const base=${scriptJson(base)};const $=(i)=>document.getElementById(i);
let game=new URLSearchParams(location.search).get('game')||'',state=null,deadline=0,timer=0;
const say=(t,e)=>{$('message').textContent=t;$('message').className=e?'error':''};
const cell=(tr,t)=>{const td=document.createElement('td');td.textContent=t;tr.appendChild(td);return td};
const money=(n)=>Number(n).toFixed(2);
async function api(method,url,body){const r=await fetch(url,{method,headers:body?{'content-type':'application/json'}:{},body:body?JSON.stringify(body):undefined});const j=await r.json();if(!j.success)throw new Error(j.message||('HTTP '+r.status));return j.value}
async function load(){try{state=await api('GET',base+'/state'+(game?'?game='+encodeURIComponent(game):''));render()}catch(e){say(e.message,true)}}
function render(){$('balance').textContent=money(state.balance);
 if(!state.game){$('lobby').hidden=false;$('betting').hidden=true;$('title').textContent='Lottery lobby';const g=$('games');g.replaceChildren();
  for(const m of state.games){const b=document.createElement('button');b.type='button';b.textContent=m.gameName+(m.maintenance?' (maintenance)':'');b.disabled=m.maintenance;b.onclick=()=>{game=m.gameCode;load()};g.appendChild(b)}return}
 const s=state.game;$('lobby').hidden=true;$('betting').hidden=false;$('title').textContent=s.gameName;$('numero').textContent=s.current.numero;
 deadline=Date.now()+s.current.remainTime;lockAt=Date.now()+s.current.lockTime-${LOCK_MARGIN_MS};tick();
 if(!$('playType').options.length){for(const p of s.playTypes){const o=document.createElement('option');o.value=p.playType;o.textContent=p.playType.replace('_',' / ')+' ×'+p.odds;$('playType').appendChild(o)}fillPicks()}
 const r=$('results');r.replaceChildren();for(const x of s.results){const tr=document.createElement('tr');cell(tr,x.numero);const td=cell(tr,'');const balls=document.createElement('div');balls.className='balls';for(const d of x.winNo.split(',')){const b=document.createElement('span');b.className='ball';b.textContent=d;balls.appendChild(b)}td.appendChild(balls);r.appendChild(tr)}
 const t=$('bets');t.replaceChildren();for(const b of state.bets){const tr=document.createElement('tr');tr.dataset.status=b.status;cell(tr,b.numero);cell(tr,b.playType+' '+b.pick);cell(tr,money(b.stake));
  const res=cell(tr,b.status==='PENDING'?'Waiting for the draw':b.status==='WON'?'Won '+money(b.payout)+' ('+b.winNo+')':'Lost ('+b.winNo+')');res.className=b.status==='WON'?'won':b.status==='LOST'?'lost':'';t.appendChild(tr)}}
let lockAt=0;
function fillPicks(){const p=state.game.playTypes.find(x=>x.playType===$('playType').value);$('pick').replaceChildren(...p.picks.map(v=>{const o=document.createElement('option');o.value=o.textContent=v;return o}))}
function tick(){clearTimeout(timer);const left=Math.max(0,deadline-Date.now());const s=Math.ceil(left/1000);
 $('countdown').textContent=String(Math.floor(s/3600)).padStart(2,'0')+':'+String(Math.floor(s/60)%60).padStart(2,'0')+':'+String(s%60).padStart(2,'0');
 const locked=Date.now()>=lockAt;$('locked').textContent=locked?'Betting is locked until this draw is made.':'';$('place').disabled=locked;
 if(left<=0){setTimeout(load,1000);return}timer=setTimeout(tick,1000)}
$('playType').onchange=fillPicks;$('toLobby').onclick=()=>{game='';state.game=null;load()};
let sending=false;
$('slip').onsubmit=async(e)=>{e.preventDefault();if(sending)return;sending=true;$('place').disabled=true;
 const ref=(crypto.randomUUID?crypto.randomUUID():String(Date.now())+Math.random().toString(16).slice(2)).replace(/[^A-Za-z0-9-]/g,'');
 try{const v=await api('POST',base+'/bet',{gameCode:state.game.gameCode,numero:state.game.current.numero,playType:$('playType').value,pick:$('pick').value,stake:Number($('stake').value),ref});
  say('Bet placed on draw '+v.bet.numero+': '+v.bet.playType+' '+v.bet.pick+', stake '+money(v.bet.stake));await load()}catch(err){say(err.message,true)}finally{sending=false;$('place').disabled=Date.now()>=lockAt}};
document.addEventListener('visibilitychange',()=>{if(!document.hidden)load()});
setInterval(()=>{if(!document.hidden)load()},5000);
load();
</script></main></body></html>`;
