import type { ConsoleSection } from './console-section';

/**
 * The worlds of this fake: pick one for this browser, make one (from a preset, or a copy of this one), rename
 * or delete this one, share a link that opens it, export it to a file and import one (admin/world-routes.ts).
 * Everything the fake answered goes into the page through esc() or textContent. `?world=NAME` on the
 * console's own address picks that world too (one reload, so every part of the page reads it).
 */
export const worldsSection: ConsoleSection = {
  html: `<section aria-labelledby="worldsTitle"><h2 id="worldsTitle">Worlds</h2>
<p>Each world is a separate copy of the backend with its own scenario, clock, accounts and journal. This browser uses the world named in its <code>mock_world</code> cookie; the buttons below act on it and switch this browser to the world they make.</p>
<div class="row"><label>World <select id="worldPick" aria-label="World"></select></label><button id="worldUse">Use this world</button><button id="worldsLoad">Refresh</button></div>
<div class="row"><label>Name <input id="worldName" aria-label="World name" placeholder="qa-anna" maxlength="64"></label><label>Preset <select id="worldPreset" aria-label="New world's preset"></select></label>
<button id="worldNew">New world</button><button id="worldCopy">Copy this world</button><button id="worldRename">Rename this world</button><button id="worldDelete">Delete this world</button></div>
<div class="row"><label>Share <input id="worldShare" aria-label="Share link" readonly size="48"></label><button id="worldShareCopy">Copy link</button><a id="worldExport" download>Export this world (JSON)</a></div>
<div class="row"><label>Bundle <input type="file" id="worldFile" accept="application/json,.json" aria-label="World bundle"></label><button id="worldImport">Import under the name above</button></div>
<div class="scroll-x"><table id="worlds" aria-label="Worlds"><thead><tr><th>World</th><th>Preset</th><th>Its time (UTC)</th><th>Made</th><th>Last used</th><th>Size</th></tr></thead><tbody></tbody></table></div>
<p><small>The share link opens the web client in this world on any browser (<code>?world=NAME</code> on any page sets the cookie). An exported bundle holds the scenario, the clock, the state and the journal (secrets masked); imported on another machine, under any name, it answers the same pages from the moment it was exported. Names: 1 to 64 letters, digits, <code>-</code> or <code>_</code>. The default world is never renamed or deleted. Every answer carries the world's time (<code>X-Mock-Now</code>): the web client takes its today (default date ranges, the agent centre's week) and its countdowns from it, so moving this world's clock moves them too.</small></p></section>`,
  script: `(()=>{const pattern=/^[A-Za-z0-9_-]{1,64}$/;
const current=(document.cookie.match(/(?:^|; )mock_world=([^;]+)/)||[])[1]||'default';
const use=(name)=>{document.cookie='mock_world='+name+'; path=/; SameSite=Lax';location.replace(location.pathname)};
const asked=new URLSearchParams(location.search).get('world');
if(asked!==null){if(!pattern.test(asked))say('?world='+asked+': a world name is 1 to 64 letters, digits, "-" or "_"; this browser keeps world '+current,true);
 else if(asked!==current)return use(asked);else history.replaceState(null,'',location.pathname)}
const day=(ms)=>new Date(ms).toISOString().slice(0,16).replace('T',' ');
const named=()=>{const name=$('worldName').value.trim();if(!pattern.test(name)){say('Name: 1 to 64 letters, digits, "-" or "_"',true);return null}return name};
$('worldShare').value=location.origin+'/?world='+encodeURIComponent(current);
$('worldExport').href='/__admin/worlds/'+encodeURIComponent(current)+'/export';
async function load(){try{const v=await api('GET','/__admin/worlds');
 $('worldPick').innerHTML=v.worlds.map(w=>'<option value="'+esc(w.id)+'"'+(w.id===current?' selected':'')+'>'+esc(w.id)+'</option>').join('');
 $('worlds').tBodies[0].innerHTML=v.worlds.map(w=>'<tr><td>'+esc(w.id)+(w.id===current?' (this browser)':'')+'</td>'+[w.scenario,day(w.clock.now),day(w.createdAt),day(w.lastUsed),Math.ceil(w.size/1024)+' KB'].map(x=>'<td>'+esc(x)+'</td>').join('')+'</tr>').join('')}catch(e){say(e.message,true)}}
api('GET','/__admin/scenarios').then(p=>{$('worldPreset').innerHTML=p.map(n=>'<option>'+esc(n)+'</option>').join('')},e=>say(e.message,true));
$('worldsLoad').onclick=load;$('worldUse').onclick=()=>use($('worldPick').value);
const act=(run)=>async()=>{const name=named();if(name===null)return;try{await run(name);use(name)}catch(e){say(e.message,true)}};
$('worldNew').onclick=act((name)=>api('POST','/__admin/worlds',{name,preset:$('worldPreset').value}));
$('worldCopy').onclick=act((name)=>api('POST','/__admin/worlds',{name,copyOf:current}));
$('worldRename').onclick=act((name)=>api('PATCH','/__admin/worlds/'+encodeURIComponent(current),{name}));
$('worldDelete').onclick=async()=>{if(!confirm('Delete world '+current+'?'))return;try{await api('DELETE','/__admin/worlds/'+encodeURIComponent(current));use('default')}catch(e){say(e.message,true)}};
$('worldShareCopy').onclick=()=>navigator.clipboard.writeText($('worldShare').value).then(()=>say('Link copied'),e=>say(e.message,true));
$('worldImport').onclick=act(async(name)=>{const file=$('worldFile').files[0];if(!file)throw new Error('Pick a bundle file first');
 let bundle;try{bundle=JSON.parse(await file.text())}catch{throw new Error(file.name+' is not JSON')}await api('POST','/__admin/worlds/'+encodeURIComponent(name)+'/import',bundle)});
load()})();`,
};
