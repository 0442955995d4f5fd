import { escapeHtml, scriptJson } from '../platform/html-escape';

/**
 * The provider's game page a vendor launch opens (the fake's stand-in): a three-reel slot playing from the
 * session's wallet through its own API (`/state`, `/spin`). No external assets; data goes in with textContent
 * only, and what the HTML itself holds is escaped for its place (platform/html-escape.ts).
 */
export const slotPage = (base: string, gameName: string, vassalage: string) => {
  const name = escapeHtml(gameName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:radial-gradient(circle at top,#3a1f8f,#120e22 70%);color:#f1eefb;min-height:100vh}
main{max-width:520px;margin:0 auto;padding:1rem}h1{margin:0;font-size:1.3rem}.sub{margin:.2rem 0 .8rem;color:#c9c0ee;font-size:.9rem}
.bar{display:flex;justify-content:space-between;align-items:center;gap:.5rem;flex-wrap:wrap}
.machine{background:#1c1633;border:2px solid #f5c451;border-radius:16px;padding:.8rem;display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;position:relative}
.reel{display:grid;gap:.4rem}.cell{height:3.6rem;border-radius:10px;background:#261e44;display:grid;place-items:center;font-weight:800;letter-spacing:.03em;font-size:.85rem}
.line{outline:2px solid #f5c451}.spinning .cell{opacity:.35}
.CHERRY{color:#ff6b81}.LEMON{color:#f7e463}.BELL{color:#f5c451}.BAR{color:#9be29b}.SEVEN{color:#ff9f43;font-size:1.6rem}.DIAMOND{color:#7fd6ff}
.controls{display:grid;grid-template-columns:1fr 1fr;gap:.5rem;margin:.8rem 0}
button,select{font:inherit;border-radius:10px;border:1px solid #342a5c;background:#261e44;color:#f1eefb;padding:.5rem .7rem;min-height:48px}
button{cursor:pointer;background:#6142bf;border-color:#6142bf;font-weight:700;font-size:1.1rem}button:disabled{opacity:.5;cursor:not-allowed}
label{display:grid;gap:.2rem;font-size:.85rem}#message{min-height:1.5em;margin:.4rem 0}#message.error{color:#ff6b81}#message.won{color:#9be29b;font-weight:700}
details,.card{background:#1c1633;border:1px solid #342a5c;border-radius:12px;padding:.6rem .8rem;margin:.6rem 0}
table{width:100%;border-collapse:collapse;font-size:.85rem}td,th{text-align:left;padding:.3rem;border-bottom:1px solid #342a5c}
</style></head><body><main>
<div class="bar"><h1 data-testid="game-title">${name}</h1><p>Balance <strong id="balance" data-testid="slot-balance">…</strong></p></div>
<p class="sub">${escapeHtml(vassalage)} · <span id="player"></span> · <span id="wallet"></span></p>
<div class="machine" id="machine" aria-label="Reels" role="img"></div>
<p id="message" role="status" data-testid="slot-message"></p>
<form id="play" class="controls"><label>Stake <select id="stake" name="stake"></select></label><button id="spin" type="submit">Spin</button></form>
<details><summary>Paytable</summary><table><tbody id="paytable"></tbody></table></details>
<div class="card"><table aria-label="My spins"><thead><tr><th>Line</th><th>Stake</th><th>Win</th><th>Balance</th></tr></thead><tbody id="spins"></tbody></table></div>
<script>
const base=${scriptJson(base)};const $=(i)=>document.getElementById(i);let state=null,sending=false;
const money=(n)=>Number(n).toFixed(2);
const say=(t,c)=>{$('message').textContent=t;$('message').className=c||''};
const label=(s)=>s==='SEVEN'?'7':s;
async function api(method,url,body){const r=await fetch(url,{method,headers:body?{'content-type':'application/json'}:{},body:body?JSON.stringify(body):undefined});const j=await r.json();if(!j.success)throw new Error(j.message||('HTTP '+r.status));return j.value}
function drawReels(reels){const m=$('machine');m.replaceChildren();for(const reel of reels){const col=document.createElement('div');col.className='reel';
 reel.forEach((s,row)=>{const c=document.createElement('div');c.className='cell '+s+(row===1?' line':'');c.textContent=label(s);col.appendChild(c)});m.appendChild(col)}
 m.setAttribute('aria-label','Line: '+reels.map(r=>r[1]).join(', '))}
function row(t,cells){const tr=document.createElement('tr');for(const x of cells){const td=document.createElement('td');td.textContent=x;tr.appendChild(td)}t.appendChild(tr)}
function render(){$('balance').textContent=money(state.balance);$('player').textContent='playing as '+state.player;$('wallet').textContent=state.wallet==='MAIN'?'main wallet':state.wallet+' wallet';
 if(!$('stake').options.length){for(const s of state.stakes){const o=document.createElement('option');o.value=String(s);o.textContent=money(s);o.selected=s===state.defaultStake;$('stake').appendChild(o)}
  const p=$('paytable');for(const [s,x] of Object.entries(state.paytable))row(p,['3 × '+label(s),'× '+x]);row(p,['2 × CHERRY','× '+state.twoCherries])}
 if(!$('machine').children.length)drawReels(state.spins[0]?state.spins[0].reels:[['LEMON','CHERRY','BELL'],['BAR','SEVEN','LEMON'],['BELL','DIAMOND','CHERRY']]);
 const t=$('spins');t.replaceChildren();for(const s of state.spins)row(t,[s.reels.map(r=>label(r[1])).join(' '),money(s.stake),s.payout>0?money(s.payout):'–',money(s.balanceAfter)]);
 $('spin').disabled=sending||Number($('stake').value)>state.balance}
async function load(){try{state=await api('GET',base+'/state');render()}catch(e){say(e.message,'error')}}
$('stake').onchange=()=>render();
$('play').onsubmit=async(e)=>{e.preventDefault();if(sending)return;sending=true;$('spin').disabled=true;$('machine').classList.add('spinning');
 const spinId=(crypto.randomUUID?crypto.randomUUID():String(Date.now())+Math.random().toString(16).slice(2)).replace(/[^A-Za-z0-9-]/g,'');
 try{const v=await api('POST',base+'/spin',{spinId,stake:Number($('stake').value)});drawReels(v.spin.reels);
  say(v.spin.payout>0?'You won '+money(v.spin.payout)+'!':'No win this time.',v.spin.payout>0?'won':'');await load()}
 catch(err){say(err.message,'error')}finally{sending=false;$('machine').classList.remove('spinning');if(state)render()}};
document.addEventListener('visibilitychange',()=>{if(!document.hidden)load()});
load();
</script></main></body></html>`;
};
