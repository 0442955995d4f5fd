import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { DownloadTexts } from './en';

/** Simplified Chinese (CN) texts of the app download page. */
const cn: TextsOf<DownloadTexts> = {
  title: 'APP下载',
  android: 'Android',
  ios: 'iOS',
  androidQr: 'Android APP二维码',
  iosQr: 'iOS描述文件二维码',
  step: '第{{n}}步',
  steps: {
    android: ['用手机相机扫描二维码。', '出现提示时，允许安装来自此来源的应用。', '打开下载好的安装包并安装。', '打开APP并登录。'],
    ios: ['用手机相机扫描二维码。', '允许下载描述文件。', '打开“设置 › 已下载描述文件”并安装。', '从主屏幕打开APP。'],
  },
  noLink: '本站暂未提供APP下载。',
  pwa: {
    install: '安装应用',
    installHint: '像应用一样从主屏幕打开。',
    ios: '在 iPhone 或 iPad 上：点按“分享”，然后点按“添加到主屏幕”。',
  },
};
export default cn;
