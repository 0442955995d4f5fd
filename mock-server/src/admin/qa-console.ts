import type { FastifyInstance } from 'fastify';
import { whitelabelFlags, gameCategories } from '@portal/contracts';
import { driftSection } from './console/drift-section';
import { faultsSection } from './console/faults-section';
import { recordingsSection } from './console/recordings-section';
import { reviewSections } from './console/review-sections';
import { worldsSection } from './console/worlds-section';
import { DOCS_PATH, OPENAPI_PATH } from './docs-routes';

/**
 * The QA console: a page of the fake backend that drives the admin API of the browser's own world
 * (the mock_world cookie), so QA switches scenarios without curl. Served at /__admin.
 */
const page = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>QA console · fake backend</title>
<style>
table{width:100%;border-collapse:collapse;font-size:.85rem}td,th{text-align:left;padding:.25rem .4rem;border-bottom:1px solid #342a5c;vertical-align:top}code{word-break:break-all}
body{font-family:system-ui,sans-serif;margin:0;background:#120e22;color:#f1eefb}main{max-width:980px;margin:0 auto;padding:1.5rem}
h1{margin:.2rem 0 1rem}section{background:#1c1633;border:1px solid #342a5c;border-radius:14px;padding:1rem 1.2rem;margin-bottom:1rem}
h2{font-size:1rem;color:#f5c451;margin:.2rem 0 .8rem}button,select,input,textarea{font:inherit;border-radius:8px;border:1px solid #342a5c;background:#261e44;color:#f1eefb;padding:.4rem .7rem}
button{cursor:pointer;background:#6142bf;border-color:#6142bf;font-weight:600}.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
label{display:inline-flex;flex-wrap:wrap;gap:.35rem;align-items:center;margin:.2rem .8rem .2rem 0;max-width:100%}input{max-width:100%;box-sizing:border-box}textarea{width:100%;box-sizing:border-box;min-height:90px;font-family:ui-monospace,monospace}
pre{background:#0c0918;padding:.8rem;border-radius:8px;max-height:320px;overflow:auto;font-size:.8rem}#status{min-height:1.4em;color:#9be29b}#status.error{color:#ff6b81}a{color:#f5c451}.scroll-x{overflow-x:auto;max-width:100%}label,select,input{max-width:100%}
</style></head><body><main>
<h1>QA console</h1>
<p>Acts on world <code id="world"></code> (the <code>mock_world</code> cookie of this browser, or the default world).</p>
<p>API docs, from the contracts catalogue: <a href="${DOCS_PATH}">every call (Swagger UI)</a> · <a href="${OPENAPI_PATH}">openapi.json</a></p>
<p id="status" role="status"></p>
${worldsSection.html}
<section><h2>System status</h2><div class="row">
<button data-patch='{"systemStatus":0}'>0 · normal</button><button data-patch='{"systemStatus":1}'>1 · maintenance</button>
<button data-patch='{"systemStatus":2,"location":{"ip":"203.0.113.7","country":"SG"}}'>2 · IP restricted</button>
<select id="preset" aria-label="Preset"></select><button id="load">Load preset</button><button id="reset">Reset world</button></div>
<div class="row"><label>Player's address <input id="ip" placeholder="203.0.113.99" aria-label="IP address"></label><input id="country" placeholder="SG" maxlength="2" size="3" aria-label="Country code"><button id="moveTo">Move the player</button> <small>a login from an address the account has not used asks for a code (login protection)</small></div></section>
<section><h2>Whitelabel modules</h2><div id="flags"></div></section>
<section><h2>Empty game categories</h2><div id="categories"></div></section>
${faultsSection.html}
<section><h2>Pass-through</h2><p id="backend"></p><p>Routes forwarded to the real backend instead of faked, one per line: a path prefix or a /regular expression/; <code>/</code> forwards every call.</p>
<textarea id="passThrough" aria-label="Pass-through routes"></textarea><div class="row"><button id="passApply">Apply pass-through</button></div></section>
${driftSection.html}
${recordingsSection.html}
<section><h2>Deposits and withdrawals</h2><p>Waiting for QA in this world: approve or reject a deposit, pay out or reject a withdrawal.</p><div class="row"><button id="ordersLoad">Refresh</button></div>
<div class="scroll-x"><table id="orders" aria-label="Orders"><thead><tr><th>Order</th><th>Player</th><th>Type</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody></tbody></table></div></section>
${reviewSections.map((section) => section.html).join('\n')}
<section><h2>Live chat (answer as the service agent)</h2><div class="row"><button id="chatLoad">Refresh</button><label>Player <input id="chatUser" aria-label="Chat player" placeholder="player01"></label>
<label>Answer <input id="chatText" aria-label="Chat answer" size="40"></label><button id="chatSend">Send</button></div><pre id="chat" aria-label="Conversations"></pre>
<h2>Write to a player's inbox</h2><div class="row"><label>Player <input id="msgUser" aria-label="Message player"></label><label>Title <input id="msgTitle" aria-label="Message title"></label>
<label>Text <input id="msgText" aria-label="Message text" size="30"></label><button id="msgSend">Send message</button></div></section>
<section><h2>Clock</h2><p>This world's time: <span id="clock"></span></p><div class="row">
<button data-advance="1h">+1 hour</button><button data-advance="1d">+1 day</button><label>Advance by <input id="advance" placeholder="15m, 1h30m, 2d" aria-label="Advance by"></label><button id="advanceApply">Advance</button>
<label>Go to <input id="clockAt" type="datetime-local" aria-label="Go to"></label><button id="clockSet">Set</button><button id="clockReset">Real time</button></div></section>
<section><h2>What the fake sent</h2><div class="row"><input id="mobile" placeholder="+639171234567" aria-label="Mobile number"><button id="sms">Last SMS code</button><button id="captcha">Last captcha answer</button><button id="accounts">Seeded accounts</button><button id="mail">Mail sent (codes)</button></div><pre id="secret" aria-label="Answer"></pre></section>
<section><h2>Requests</h2><p>What clients sent this world and what they got, newest first (passwords and tokens masked), with the fault that fired.</p><div class="row">
<label>Path contains <input id="jPath" aria-label="Path contains"></label><label><input type="checkbox" id="jLive" checked> Live</label><button id="jClear">Clear</button></div>
<div class="scroll-x"><table id="journal" aria-label="Requests"><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>ms</th><th>Body</th><th>Answer</th></tr></thead><tbody></tbody></table></div></section>
<section><h2>Scenario in force</h2><pre id="scenario"></pre></section>
<script>
const flags=${JSON.stringify(whitelabelFlags)}, categories=${JSON.stringify(gameCategories)};
const $=(id)=>document.getElementById(id);
document.getElementById('world').textContent=(document.cookie.match(/(?:^|; )mock_world=([^;]+)/)||[])[1]||'default';
const say=(text,error)=>{$('status').textContent=text;$('status').className=error?'error':''};
async function api(method,url,body){const r=await fetch(url,{method,headers:body?{'content-type':'application/json'}:{},body:body?JSON.stringify(body):undefined});const j=await r.json();if(!j.success)throw new Error(j.message||r.status);return j.value}
function show(s){$('scenario').textContent=JSON.stringify(s,null,2);$('latency').value=s.latencyMs;$('faults').value=JSON.stringify(s.faults);$('passThrough').value=s.passThrough.join('\\n');
 $('flags').innerHTML=flags.map(f=>'<label><input type="checkbox" data-flag="'+f+'"'+(s.whitelabel[f]?' checked':'')+'> '+f+'</label>').join('');
 $('categories').innerHTML=categories.map(c=>'<label><input type="checkbox" data-category="'+c+'"'+(s.emptyCategories.includes(c)?' checked':'')+'> '+c+'</label>').join('');}
async function patch(p){try{show(await api('PATCH','/__admin/scenario',p));say('Applied '+JSON.stringify(p))}catch(e){say(e.message,true)}}
document.addEventListener('click',e=>{const p=e.target.dataset&&e.target.dataset.patch;if(p)patch(JSON.parse(p))});
document.addEventListener('change',e=>{const t=e.target;if(t.dataset.flag)patch({whitelabel:{[t.dataset.flag]:t.checked}});
 if(t.dataset.category){const list=[...document.querySelectorAll('[data-category]:checked')].map(x=>x.dataset.category);patch({emptyCategories:list})}});
$('passApply').onclick=()=>patch({passThrough:$('passThrough').value.split('\\n').map(r=>r.trim()).filter(Boolean)});
api('GET','/__admin/server').then(v=>{$('backend').textContent=v.backendUrl?'Forwarded calls go to '+v.backendUrl+'.':'The fake was started without BACKEND_URL: forwarded routes answer 502 PASS_THROUGH_UNSET.'},e=>say(e.message,true));
async function loadOrders(){try{const list=await api('GET','/__admin/orders');const body=$('orders').querySelector('tbody');body.replaceChildren();
 for(const o of list){const tr=document.createElement('tr');for(const t of [o.orderNo,o.username||'',o.type,o.amount.toFixed(2),o.status]){const td=document.createElement('td');td.textContent=t;tr.appendChild(td)}
  const td=document.createElement('td');if(o.status==='PENDING'){for(const a of (o.type==='DEPOSIT'?['approve','reject']:['payout','reject'])){const b=document.createElement('button');b.textContent=a==='payout'?'Pay out':a[0].toUpperCase()+a.slice(1);b.setAttribute('aria-label',b.textContent+' '+o.orderNo);
   b.onclick=async()=>{try{await api('POST','/__admin/orders/'+o.orderNo,{action:a});say(o.orderNo+': '+a);loadOrders()}catch(e){say(e.message,true)}};td.appendChild(b)}}tr.appendChild(td);body.appendChild(tr)}}catch(e){say(e.message,true)}}
$('ordersLoad').onclick=loadOrders;loadOrders();
async function loadChat(){try{const list=await api('GET','/__admin/chat');$('chat').textContent=list.map(c=>c.username+' ('+c.queue+', unread by player '+c.unreadByPlayer+')\\n'+c.messages.map(m=>'  '+m.from+': '+m.text).join('\\n')).join('\\n\\n')||'No conversations yet'}catch(e){say(e.message,true)}}
$('chatLoad').onclick=loadChat;loadChat();
$('chatSend').onclick=async()=>{try{await api('POST','/__admin/chat/'+encodeURIComponent($('chatUser').value.trim()),{text:$('chatText').value});$('chatText').value='';say('Answered');loadChat()}catch(e){say(e.message,true)}};
$('msgSend').onclick=async()=>{try{await api('POST','/__admin/messages',{username:$('msgUser').value.trim(),title:$('msgTitle').value,content:$('msgText').value});say('Message sent')}catch(e){say(e.message,true)}};
$('reset').onclick=async()=>{try{show(await api('POST','/__admin/reset'));showClock(await api('GET','/__admin/clock'));say('World reset')}catch(e){say(e.message,true)}};
$('load').onclick=async()=>{try{show(await api('PUT','/__admin/scenario',{name:$('preset').value}));say('Loaded '+$('preset').value)}catch(e){say(e.message,true)}};
const reveal=async(url)=>{try{$('secret').textContent=JSON.stringify(await api('GET',url),null,2)}catch(e){$('secret').textContent=e.message}};
$('sms').onclick=()=>reveal('/__admin/sms?mobile='+encodeURIComponent($('mobile').value.trim()));
$('captcha').onclick=()=>reveal('/__admin/captcha');$('accounts').onclick=()=>reveal('/__admin/accounts');
$('mail').onclick=()=>reveal('/__admin/mail');
$('moveTo').onclick=async()=>{try{show(await api('PATCH','/__admin/scenario',{location:{ip:$('ip').value.trim(),country:$('country').value.trim().toUpperCase()}}));say('The player is now at '+$('ip').value.trim())}catch(e){say(e.message,true)}};
const showClock=(c)=>{$('clock').textContent=c.iso+(c.offsetMs?' (real time +'+Math.round(c.offsetMs/60000)+' min)':' (real time)')};
const clock=async(body)=>{try{showClock(await api('POST','/__admin/clock',body));say('Clock '+JSON.stringify(body))}catch(e){say(e.message,true)}};
document.addEventListener('click',e=>{const a=e.target.dataset&&e.target.dataset.advance;if(a)clock({advance:a})});
$('advanceApply').onclick=()=>clock({advance:$('advance').value.trim()});
$('clockSet').onclick=()=>{const v=$('clockAt').value;if(!v)return say('Pick a date and time first',true);clock({at:new Date(v).toISOString()})};
$('clockReset').onclick=()=>clock({reset:true});
api('GET','/__admin/clock').then(showClock,e=>say(e.message,true));
const esc=(t)=>String(t).replace(/[&<>"]/g,(c)=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'})[c]);
async function journal(){const p=$('jPath').value.trim();const list=await api('GET','/__admin/requests?limit=50'+(p?'&path='+encodeURIComponent(p):''));
 $('journal').tBodies[0].innerHTML=list.map(e=>'<tr><td>'+esc(new Date(e.at).toISOString().slice(11,23))+'</td><td>'+esc(e.method)+'</td><td>'+esc(e.path)+(e.forwardedTo?' → '+esc(e.forwardedTo):'')+'</td><td>'+e.status+(e.fault?' · '+esc(e.fault.kind):'')+'</td><td>'+e.durationMs+'</td><td><code>'+esc(JSON.stringify(e.body)??'').slice(0,300)+'</code></td><td><code>'+esc((typeof e.response==='string'?e.response:JSON.stringify(e.response)??'').slice(0,300))+'</code></td></tr>').join('')}
journal().catch(e=>say(e.message,true));setInterval(()=>{if($('jLive').checked)journal().catch(()=>{})},2000);
$('jPath').oninput=()=>journal().catch(()=>{});
$('jClear').onclick=async()=>{try{await api('DELETE','/__admin/requests');await journal();say('Journal cleared')}catch(e){say(e.message,true)}};
(async()=>{const presets=await api('GET','/__admin/scenarios');$('preset').innerHTML=presets.map(p=>'<option>'+p+'</option>').join('');show(await api('GET','/__admin/scenario'))})().catch(e=>say(e.message,true));
${[worldsSection, faultsSection, driftSection, recordingsSection, ...reviewSections].map((section) => section.script).join('\n')}
</script></main></body></html>`;

export async function qaConsoleRoutes(app: FastifyInstance) {
  app.get('/__admin', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page()));
  // A typed or proxied trailing slash finds the console too.
  app.get('/__admin/', async (_request, reply) => reply.redirect('/__admin'));
}
