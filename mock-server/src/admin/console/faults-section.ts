import { catalogue, faultKinds, placesOf, type CallEntry, type FaultKind } from '@portal/contracts';
import { scriptJson } from '../../platform/html-escape';
import type { ConsoleSection } from './console-section';

/** The route picker's choices: every catalogue call's path, labelled with its name and method. */
const routes = Object.entries(catalogue as Record<string, CallEntry>).flatMap(([name, entry]) =>
  placesOf(entry).map(({ method, path }) => ({ path, label: `${name} · ${method}` })),
);

const kindWords: Record<FaultKind, string> = {
  status: 'status (error envelope)',
  drop: 'drop (close the connection)',
  empty: 'empty body',
  'malformed-json': 'malformed JSON',
  truncated: 'truncated answer',
};
const kindOptions = faultKinds.map((kind) => `<option value="${kind}">${kindWords[kind]}</option>`).join('');

/**
 * JavaScript: (faults) => the list's HTML, one item a fault with its Remove button. Every value goes through
 * the page's esc(), since a route is QA's own text (test/admin/qa-console-faults.test.ts).
 */
export const FAULT_ITEMS_JS = `(faults)=>faults.map((f,i)=>'<li><code>'+esc(f.route)+'</code> '+esc(f.kind||(f.drop?'drop':f.status!==undefined?'status':'latency'))
+(f.status!==undefined?' '+esc(f.status):'')+(f.rate!==1?' · rate '+esc(f.rate):'')+(f.times!==undefined?' · next '+esc(f.times)+' calls':'')
+(f.latencyMs!==undefined?' · wait '+esc(typeof f.latencyMs==='number'?f.latencyMs+' ms':f.latencyMs.min+'–'+f.latencyMs.max+' ms'):'')
+' <button type="button" data-remove-fault="'+i+'" aria-label="Remove fault '+(i+1)+'">Remove</button></li>').join('')||'<li>No faults</li>'`;

/** Latency and faults: a form with a route picker from the catalogue, the list in force, and the JSON as before. */
export const faultsSection: ConsoleSection = {
  html: `<section aria-labelledby="faultsTitle"><h2 id="faultsTitle">Latency and faults</h2><div class="row"><label>Latency ms (every call) <input id="latency" type="number" min="0" max="30000" value="0"></label><button id="latencyApply">Apply</button></div>
<ul id="faultList" aria-label="Faults in force"></ul>
<form id="faultForm" class="row" aria-label="Add a fault"><label>Route <input id="fRoute" list="fRoutes" required size="34" placeholder="/wps/system/status" aria-describedby="faultsHelp"></label><datalist id="fRoutes"></datalist>
<label>Kind <select id="fKind">${kindOptions}<option value="">latency only</option></select></label>
<label>Status <input id="fStatus" type="number" min="200" max="599" placeholder="500 / 200" size="5"></label><label>Rate <input id="fRate" type="number" min="0" max="1" step="0.05" value="1" size="4"></label>
<label>Times <input id="fTimes" type="number" min="1" max="10000" placeholder="every call" size="8"></label>
<label>Wait ms <input id="fWaitMin" type="number" min="0" max="30000" placeholder="0" size="6" aria-label="Wait ms (or the least)"></label><label>to <input id="fWaitMax" type="number" min="0" max="30000" placeholder="same" size="6" aria-label="Wait ms, the most"></label>
<button type="submit">Add fault</button><button type="button" id="faultsClear">Remove all</button></form>
<details id="faultsHelp"><summary>How faults work</summary><p>A fault acts on the calls whose path starts with its route (or matches a <code>/regular expression/</code>); the first one that matches and has calls left fires, at its rate.
<b>status</b> answers the error envelope (INJECTED_FAULT) with its status, 500 unless set; <b>drop</b> closes the connection; <b>empty</b> answers no body; <b>malformed-json</b> a body that says JSON and is not; these four answer before the call runs, so nothing changes.
<b>truncated</b> lets the call run and cuts its answer to half (status 200 unless set): the work was done, the answer lost. <b>Times</b> fails the next N matching calls, then lets them pass (any change to the scenario arms it again).
<b>Wait</b> delays the call by fixed milliseconds or a range; with no kind a fault only waits. The journal below notes the fault that fired on each call; <code>POST /__admin/verify</code> counts calls.</p></details>
<p>Faults as JSON (a list of <code>{"route","kind","status","rate","times","latencyMs"}</code>):</p><textarea id="faults" aria-label="Faults">[]</textarea><div class="row"><button id="faultsApply">Apply faults</button></div></section>`,
  script: `(()=>{const routes=${scriptJson(routes)},items=${FAULT_ITEMS_JS};
const list=$('fRoutes');for(const r of routes){const o=document.createElement('option');o.value=r.path;o.label=r.label;list.appendChild(o)}
const current=()=>{try{return JSON.parse($('faults').value)}catch{return []}};
const render=()=>{$('faultList').innerHTML=items(current())};
// The page's show() fills the textarea from every scenario it is given; the list follows it.
const shown=show;show=(s)=>{shown(s);render()};render();
$('latencyApply').onclick=()=>patch({latencyMs:Number($('latency').value)});
$('faultsApply').onclick=()=>{try{patch({faults:JSON.parse($('faults').value)})}catch(e){say('Faults: '+e.message,true)}};
$('faultsClear').onclick=()=>patch({faults:[]});
$('faultList').addEventListener('click',e=>{const i=e.target.dataset&&e.target.dataset.removeFault;if(i!==undefined)patch({faults:current().filter((_,j)=>j!==Number(i))})});
$('faultForm').onsubmit=(e)=>{e.preventDefault();const f={route:$('fRoute').value.trim()};const kind=$('fKind').value,num=(id)=>$(id).value===''?undefined:Number($(id).value);
 if(kind)f.kind=kind;if(num('fStatus')!==undefined)f.status=num('fStatus');if(num('fRate')!==undefined)f.rate=num('fRate');if(num('fTimes')!==undefined)f.times=num('fTimes');
 const lo=num('fWaitMin'),hi=num('fWaitMax');if(lo!==undefined||hi!==undefined)f.latencyMs=hi===undefined||hi===lo?(lo??hi):{min:lo??0,max:hi};
 patch({faults:[...current(),f]})};})();`,
};
