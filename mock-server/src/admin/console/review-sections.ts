import { reviewTable, type ConsoleSection } from './console-section';

/** Points redemptions waiting for QA: approve, or reject (the points and stock come back). */
export const redemptionsSection = reviewTable({
  id: 'redemptions',
  title: 'Points redemptions',
  intro:
    'Redemptions of the points mall in this world: approve, or reject (the points and the stock go back). The player is told in the inbox.',
  url: '/__admin/redemptions',
  columns: ['Reference', 'Player', 'Reward', 'Qty', 'Points', 'Status', 'Remark'],
  cells: `(r)=>[r.refNo,r.username,r.name,String(r.quantity),String(r.points),r.status,r.remark]`,
  waiting: `(r)=>r.type==='REDEEM'&&r.status==='IN_PROCESS'?r.refNo:null`,
  decisions: [
    { label: 'Approve', action: 'approve' },
    { label: 'Reject', action: 'reject' },
  ],
});

/** Activity applications waiting for QA: issue (the bonus is paid) or reject (the player may apply again). */
export const applicationsSection = reviewTable({
  id: 'applications',
  title: 'Activity applications',
  intro:
    'Applications with images in this world: issue (the bonus is credited) or reject (the player may apply again). The player is told in the inbox.',
  url: '/__admin/applications',
  columns: ['Id', 'Player', 'Promotion', 'Comment', 'Images', 'Status', 'Remark'],
  cells: `(a)=>[String(a.applicationId),a.username,String(a.promotionId),a.comment,String(a.images),a.status,a.remark]`,
  waiting: `(a)=>a.status==='in_process'?String(a.applicationId):null`,
  decisions: [
    { label: 'Issue', action: 'approve' },
    { label: 'Reject', action: 'reject' },
  ],
});

/** Feedback the players sent, read only. */
export const feedbackSection: ConsoleSection = {
  html: `<section aria-labelledby="feedbackTitle"><h2 id="feedbackTitle">Feedback received</h2><p>What players and visitors sent through the feedback form in this world, newest first.</p><div class="row"><button id="feedbackLoad">Refresh</button></div>
<div class="scroll-x"><table id="feedback" aria-label="Feedback received"><thead><tr><th>Id</th><th>Time</th><th>Player id</th><th>Type</th><th>Content</th><th>Contact</th></tr></thead><tbody></tbody></table></div></section>`,
  script: `(()=>{async function load(){try{const list=await api('GET','/__admin/feedback');
 $('feedback').tBodies[0].innerHTML=list.map(f=>'<tr>'+[f.feedbackId,new Date(f.createdAt).toISOString().slice(0,16).replace('T',' '),f.userId??'visitor',f.type,f.content,f.contact??''].map(x=>'<td>'+esc(x)+'</td>').join('')+'</tr>').join('')||'<tr><td colspan="6">No feedback yet</td></tr>'}catch(e){say(e.message,true)}}
$('feedbackLoad').onclick=load;load()})();`,
};

/** The sections QA reviews players' requests in, in the console's order. */
export const reviewSections: ConsoleSection[] = [redemptionsSection, applicationsSection, feedbackSection];
