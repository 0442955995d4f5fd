import type { ConsoleSection } from './console-section';

/** Forwarded answers that broke their contract (pass-through), read only; text goes in through esc(). */
export const driftSection: ConsoleSection = {
  html: `<section aria-labelledby="driftTitle"><h2 id="driftTitle">Contract drift</h2><p>Answers of the real backend (pass-through) that broke their contract in this world, newest first. The client got them unchanged.</p>
<div class="row"><button id="driftLoad">Refresh</button><button id="driftClear">Clear</button></div><ul id="drift" aria-label="Contract drift"></ul></section>`,
  script: `(()=>{async function load(){try{const list=await api('GET','/__admin/drift');
 $('drift').innerHTML=list.map(d=>'<li><code>'+esc(new Date(d.at).toISOString().slice(11,19))+' '+esc(d.call)+' '+esc(d.method)+' '+esc(d.path)+' '+esc(d.status)+'</code><ul>'+d.issues.map(i=>'<li><code>'+esc(i.path)+'</code>: expected '+esc(i.expected)+', got '+esc(i.got)+'</li>').join('')+'</ul></li>').join('')||'<li>No drift recorded</li>'}catch(e){say(e.message,true)}}
$('driftLoad').onclick=load;$('driftClear').onclick=async()=>{try{await api('DELETE','/__admin/drift');await load();say('Drift cleared')}catch(e){say(e.message,true)}};load()})();`,
};
