export { SideMenuDownload } from './side-menu/side-menu-download';
export const loadDownloadPage = () => import('./panel/download-page').then((m) => ({ Component: m.DownloadPage }));
