/**
 * A section of the QA console: its markup and its script. The script runs after the console's own, so it
 * may use the page's helpers: $(id), api(method, url, body), say(text, error) and esc(text).
 */
export type ConsoleSection = { html: string; script: string };

/**
 * A table of one admin list with a Refresh button; rows waiting for QA get a remark box and one button per
 * decision, labelled "<Decision> <id>" so QA (and the tests) find them by name.
 */
export function reviewTable(options: {
  id: string;
  title: string;
  intro: string;
  url: string;
  columns: string[];
  /** JavaScript: (row) => the cells' texts. */
  cells: string;
  /** JavaScript: (row) => the row's id in the URL, or null when it waits for nothing. */
  waiting: string;
  decisions: { label: string; action: string }[];
}): ConsoleSection {
  const { id, title, intro, url, columns, cells, waiting, decisions } = options;
  return {
    html: `<section aria-labelledby="${id}Title"><h2 id="${id}Title">${title}</h2><p>${intro}</p><div class="row"><button id="${id}Load">Refresh</button></div>
<div class="scroll-x"><table id="${id}" aria-label="${title}"><thead><tr>${columns.map((c) => `<th>${c}</th>`).join('')}<th></th></tr></thead><tbody></tbody></table></div></section>`,
    script: `(()=>{const cells=${cells},waiting=${waiting},decisions=${JSON.stringify(decisions)};
async function load(){try{const list=await api('GET','${url}');const body=$('${id}').tBodies[0];body.replaceChildren();
 for(const row of list){const tr=document.createElement('tr');for(const text of cells(row)){const td=document.createElement('td');td.textContent=text??'';tr.appendChild(td)}
  const td=document.createElement('td');const key=waiting(row);if(key!==null){const remark=document.createElement('input');remark.setAttribute('aria-label','Remark '+key);remark.placeholder='remark';remark.maxLength=200;td.appendChild(remark);
   for(const d of decisions){const b=document.createElement('button');b.textContent=d.label;b.setAttribute('aria-label',d.label+' '+key);
    b.onclick=async()=>{try{await api('POST','${url}/'+encodeURIComponent(key),remark.value.trim()?{action:d.action,remark:remark.value.trim()}:{action:d.action});say(key+': '+d.label.toLowerCase());load()}catch(e){say(e.message,true)}};td.appendChild(b)}}
  tr.appendChild(td);body.appendChild(tr)}}catch(e){say(e.message,true)}}
$('${id}Load').onclick=load;load()})();`,
  };
}
