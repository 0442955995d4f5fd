import { CHAT_HEADER_COLOR } from '@portal/contracts';
import { cssColor, escapeHtml, scriptJson } from '../platform/html-escape';

/**
 * The chat window the chat URL opens: the fake's stand-in for the service provider's page. Messages are
 * shown with textContent only, so a script in a message is inert text; the title (the launch's, so the
 * caller's), the colour and the address are escaped for where they go (platform/html-escape.ts).
 */
export const chatPage = (base: string, title: string, headerColor: string, queue: string) => {
  const color = cssColor(headerColor, CHAT_HEADER_COLOR);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;display:flex;flex-direction:column;height:100vh;background:#f4f2fb;color:#1c1633}
header{background:${color};color:#fff;padding:.7rem 1rem;font-weight:700}#log{flex:1;overflow:auto;padding:1rem;display:flex;flex-direction:column;gap:.5rem}
.m{max-width:80%;padding:.5rem .7rem;border-radius:12px;white-space:pre-wrap;word-break:break-word}.PLAYER{align-self:flex-end;background:${color};color:#fff}.AGENT{align-self:flex-start;background:#fff;border:1px solid #ddd}
form{display:flex;gap:.5rem;padding:.6rem;border-top:1px solid #ddd;background:#fff}textarea{flex:1;font:inherit;padding:.5rem;border-radius:8px;border:1px solid #ccc;min-height:44px;resize:none}
button{font:inherit;min-height:44px;padding:0 1rem;border:0;border-radius:8px;background:${color};color:#fff;font-weight:600}#status{padding:0 1rem;color:#b00020;min-height:1.2em;font-size:.85rem}#empty{margin:auto;color:#5b5373;text-align:center}</style></head>
<body><header><span id="title"></span> · <span data-testid="chat-queue">${queue === 'VIP' ? 'VIP service' : 'Live chat'}</span></header>
<div id="log" role="log" aria-live="polite" aria-label="Messages"><p id="empty">No messages yet. Write below: the service agent answers here.</p></div><p id="status" role="status"></p>
<form id="send"><textarea id="text" aria-label="Message" maxlength="1000" placeholder="Type a message"></textarea><button type="submit">Send</button></form>
<script>
const base=${scriptJson(base)};const $=(i)=>document.getElementById(i);$('title').textContent=${scriptJson(title)};
let shown=0;
async function api(method,url,body){const r=await fetch(url,{method,headers:body?{'content-type':'application/json'}:{},body:body?JSON.stringify(body):undefined});const j=await r.json();if(!j.success)throw new Error(j.message||('HTTP '+r.status));return j.value}
async function load(){try{const v=await api('GET',base+'/messages');for(const m of v.messages){if(m.messageId<=shown)continue;$('empty')?.remove();const d=document.createElement('div');d.className='m '+m.from;d.dataset.from=m.from;d.textContent=m.text;$('log').appendChild(d);shown=m.messageId}$('log').scrollTop=$('log').scrollHeight}catch(e){$('status').textContent=e.message}}
$('send').onsubmit=async(e)=>{e.preventDefault();const text=$('text').value.trim();if(!text)return;try{await api('POST',base+'/messages',{text});$('text').value='';$('status').textContent='';load()}catch(err){$('status').textContent=err.message}};
setInterval(()=>{if(!document.hidden)load()},2000);load();
</script></body></html>`;
};
