import type { ConsoleSection } from './console-section';

/** JavaScript: (recordings) => the list's HTML; every text the fake sent goes through esc() (test/admin/recordings-console.test.ts). */
export const RECORDING_ITEMS_JS = `(list)=>list.map(r=>'<li><code>'+esc(r.id)+'</code> '+(r.running?'recording':'stopped')+' · '+esc(r.answers.length)+' answers'+(r.skipped?' ('+esc(r.skipped)+' skipped)':'')+' · '+(r.calls.length?esc(r.calls.join(', ')):'every forwarded call')
 +(r.running?' <button data-rec-stop="'+esc(r.id)+'" aria-label="Stop '+esc(r.id)+'">Stop</button>':' <button data-rec-save="'+esc(r.id)+'" aria-label="Save '+esc(r.id)+'">Save into the world above</button><button data-rec-drop="'+esc(r.id)+'" aria-label="Discard '+esc(r.id)+'">Discard</button>')
 +'<ul>'+r.answers.map(a=>'<li><code>'+esc(a.method)+' '+esc(a.path)+'</code> '+esc(a.status)+' · '+esc(a.call)+'</li>').join('')+'</ul></li>').join('')||'<li>No recordings in this world</li>'`;

/** JavaScript: (overlay summary) => the list's HTML, each call with a Remove button. */
export const OVERLAY_ITEMS_JS = `(calls)=>calls.map(c=>'<li><code>'+esc(c.call)+'</code> '+esc(c.answers)+' answers <button data-overlay-remove="'+esc(c.call)+'" aria-label="Remove '+esc(c.call)+' from the overlay">Remove</button></li>').join('')||'<li>No overlay: every call is faked (or forwarded)</li>'`;

/**
 * Record and replay (admin/recording-routes.ts): start and stop recording what the real backend answers this
 * world's forwarded calls, save a recording as a world's overlay, list this world's overlay and remove calls from it.
 */
export const recordingsSection: ConsoleSection = {
  html: `<section aria-labelledby="recTitle"><h2 id="recTitle">Record and replay</h2><p>With pass-through on, record what the real backend answers this world's forwarded calls, then save the recording as a world's overlay: that world answers those calls from it, without the backend, and fakes the rest.</p>
<div class="row"><label>Calls <input id="recCalls" aria-label="Calls to record" placeholder="systemStatus, /wps/member (empty: every forwarded call)" size="48"></label><button id="recStart">Start recording</button><button id="recStop">Stop recording</button><button id="recLoad">Refresh</button></div>
<div class="row"><label>Save into world <input id="recWorld" aria-label="World to save into" placeholder="replay-1" maxlength="64"></label></div>
<ul id="recordings" aria-label="Recordings"></ul><h3>Overlay of this world</h3><ul id="overlay" aria-label="Overlay"></ul>
<details><summary>How recording works</summary><p><small>A recorded answer is kept per catalogue call and request: the path and the query (GET) or body, leaving out passwords, tokens and fields that change on every send (captcha, human check, SMS code, device id, random, nonce, timestamp). Tokens in answers keep their last 4 characters, passwords become <code>***</code>; cookies and other headers are not kept. A world with an overlay answers a call in it with the answer recorded for the same request, else the call's latest answer, before its token check and before pass-through; faults and latency still apply first. The overlay goes with the world's export and import. Saving into a world that does not exist makes it from the starting preset.</small></p></details></section>`,
  script: `(()=>{const current=(document.cookie.match(/(?:^|; )mock_world=([^;]+)/)||[])[1]||'default';
const recordingItems=${RECORDING_ITEMS_JS},overlayItems=${OVERLAY_ITEMS_JS};
async function load(){try{$('recordings').innerHTML=recordingItems(await api('GET','/__admin/recordings'));$('overlay').innerHTML=overlayItems(await api('GET','/__admin/worlds/'+encodeURIComponent(current)+'/overlay'))}catch(e){say(e.message,true)}}
const run=(action,done)=>async()=>{try{const v=await action();say(done(v));load()}catch(e){say(e.message,true)}};
$('recStart').onclick=run(()=>{const calls=$('recCalls').value.split(',').map(c=>c.trim()).filter(Boolean);return api('POST','/__admin/recordings',calls.length?{calls}:{})},v=>'Recording '+v.id);
$('recStop').onclick=run(()=>api('DELETE','/__admin/recordings'),v=>'Stopped '+v.id+': '+v.answers.length+' answers');
$('recLoad').onclick=load;
$('recordings').onclick=(e)=>{const d=e.target.dataset||{};
 if(d.recStop)run(()=>api('POST','/__admin/recordings/'+encodeURIComponent(d.recStop)+'/stop'),v=>'Stopped '+v.id)();
 if(d.recSave){const world=$('recWorld').value.trim();if(!/^[A-Za-z0-9_-]{1,64}$/.test(world))return say('Save into world: 1 to 64 letters, digits, "-" or "_"',true);
  run(()=>api('POST','/__admin/recordings/'+encodeURIComponent(d.recSave)+'/save',{world}),v=>'Saved '+v.saved+' answers into world '+v.world)()}
 if(d.recDrop)run(()=>api('DELETE','/__admin/recordings/'+encodeURIComponent(d.recDrop)),v=>'Discarded '+v.deleted)()};
$('overlay').onclick=(e)=>{const call=e.target.dataset&&e.target.dataset.overlayRemove;
 if(call)run(()=>api('DELETE','/__admin/worlds/'+encodeURIComponent(current)+'/overlay?call='+encodeURIComponent(call)),v=>'Removed '+v.removed+' answers')()};
load()})();`,
};
