import type { HelpCategory, SiteLanguage } from '@portal/contracts';

type Texts = { categories: { name: string; articles: { title: string; content: string }[] }[] };

/**
 * The help centre's articles in every language of the site. HTML from the platform: clients sanitise it
 * (the first article carries a script on purpose, so the sanitising shows).
 */
const help: Record<SiteLanguage, Texts> = {
  EN: {
    categories: [
      {
        name: 'Account',
        articles: [
          {
            title: 'How do I register?',
            content:
              '<p>Tap <b>Register</b>, choose a username and password, and pass the slide check.</p><script>window.__pwned = true</script>',
          },
          {
            title: 'I forgot my password',
            content: '<p>Use <i>Forgot password</i> on the login form: we send a code to your mobile or email.</p>',
          },
        ],
      },
      {
        name: 'Deposits and withdrawals',
        articles: [
          { title: 'How long does a deposit take?', content: '<p>Most deposits are credited within 5 minutes of approval.</p>' },
          {
            title: 'Confirming a withdrawal',
            content: '<p>After a payout, confirm whether you received it. Unconfirmed payouts count as received after 30 minutes.</p>',
          },
        ],
      },
      {
        name: 'User agreement',
        articles: [{ title: 'Terms of use', content: '<p>You must be 18 or older to play. Play responsibly.</p>' }],
      },
    ],
  },
  TY: {
    categories: [
      {
        name: 'Account',
        articles: [
          {
            title: 'Paano mag-register?',
            content:
              '<p>Pindutin ang <b>Mag-register</b>, pumili ng username at password, at ipasa ang slide check.</p><script>window.__pwned = true</script>',
          },
          {
            title: 'Nakalimutan ko ang password',
            content: '<p>Gamitin ang <i>Nakalimutan ang password</i> sa login: magpapadala kami ng code sa iyong mobile o email.</p>',
          },
        ],
      },
      {
        name: 'Deposito at pag-withdraw',
        articles: [
          {
            title: 'Gaano katagal ang deposito?',
            content: '<p>Karamihan ng deposito ay naikredito sa loob ng 5 minuto matapos maaprubahan.</p>',
          },
          {
            title: 'Pagkumpirma ng withdrawal',
            content:
              '<p>Matapos ang payout, kumpirmahin kung natanggap mo ito. Ang hindi nakumpirma ay ituturing na natanggap makalipas ang 30 minuto.</p>',
          },
        ],
      },
      {
        name: 'Kasunduan ng user',
        articles: [{ title: 'Mga tuntunin', content: '<p>Dapat 18 taong gulang pataas para maglaro. Maglaro nang responsable.</p>' }],
      },
    ],
  },
  CN: {
    categories: [
      {
        name: '账户',
        articles: [
          {
            title: '如何注册？',
            content: '<p>点击<b>注册</b>，设置用户名和密码，并完成滑块验证。</p><script>window.__pwned = true</script>',
          },
          { title: '忘记密码', content: '<p>在登录框使用<i>忘记密码</i>：我们会向您的手机或邮箱发送验证码。</p>' },
        ],
      },
      {
        name: '存款与提款',
        articles: [
          { title: '存款需要多久？', content: '<p>大多数存款在审核通过后 5 分钟内到账。</p>' },
          { title: '确认提款', content: '<p>出款后请确认是否收到。30 分钟内未确认将视为已收到。</p>' },
        ],
      },
      { name: '用户协议', articles: [{ title: '使用条款', content: '<p>您必须年满 18 岁。请理性娱乐。</p>' }] },
    ],
  },
  ID: {
    categories: [
      {
        name: 'Akun',
        articles: [
          {
            title: 'Bagaimana cara mendaftar?',
            content:
              '<p>Ketuk <b>Daftar</b>, pilih nama pengguna dan kata sandi, lalu selesaikan verifikasi geser.</p><script>window.__pwned = true</script>',
          },
          {
            title: 'Saya lupa kata sandi',
            content: '<p>Gunakan <i>Lupa kata sandi</i> di formulir masuk: kami mengirim kode ke ponsel atau email Anda.</p>',
          },
        ],
      },
      {
        name: 'Deposit dan penarikan',
        articles: [
          { title: 'Berapa lama deposit diproses?', content: '<p>Sebagian besar deposit masuk dalam 5 menit setelah disetujui.</p>' },
          {
            title: 'Mengonfirmasi penarikan',
            content:
              '<p>Setelah dibayar, konfirmasikan apakah Anda menerimanya. Yang tidak dikonfirmasi dianggap diterima setelah 30 menit.</p>',
          },
        ],
      },
      {
        name: 'Perjanjian pengguna',
        articles: [
          { title: 'Ketentuan penggunaan', content: '<p>Anda harus berusia 18 tahun ke atas. Bermainlah dengan bertanggung jawab.</p>' },
        ],
      },
    ],
  },
  TH: {
    categories: [
      {
        name: 'บัญชี',
        articles: [
          {
            title: 'สมัครสมาชิกอย่างไร?',
            content: '<p>แตะ <b>สมัครสมาชิก</b> ตั้งชื่อผู้ใช้และรหัสผ่าน แล้วผ่านการเลื่อนยืนยัน</p><script>window.__pwned = true</script>',
          },
          { title: 'ลืมรหัสผ่าน', content: '<p>ใช้ <i>ลืมรหัสผ่าน</i> ในหน้าล็อกอิน เราจะส่งรหัสไปยังมือถือหรืออีเมลของคุณ</p>' },
        ],
      },
      {
        name: 'ฝากและถอน',
        articles: [
          { title: 'การฝากใช้เวลานานเท่าไร?', content: '<p>การฝากส่วนใหญ่เข้าบัญชีภายใน 5 นาทีหลังอนุมัติ</p>' },
          { title: 'การยืนยันการถอน', content: '<p>หลังจ่ายเงินแล้ว โปรดยืนยันว่าได้รับหรือไม่ หากไม่ยืนยันภายใน 30 นาทีจะถือว่าได้รับแล้ว</p>' },
        ],
      },
      { name: 'ข้อตกลงผู้ใช้', articles: [{ title: 'ข้อกำหนดการใช้งาน', content: '<p>คุณต้องมีอายุ 18 ปีขึ้นไป โปรดเล่นอย่างมีความรับผิดชอบ</p>' }] },
    ],
  },
  VI: {
    categories: [
      {
        name: 'Tài khoản',
        articles: [
          {
            title: 'Làm sao để đăng ký?',
            content:
              '<p>Nhấn <b>Đăng ký</b>, chọn tên đăng nhập và mật khẩu, rồi hoàn tất xác minh trượt.</p><script>window.__pwned = true</script>',
          },
          {
            title: 'Tôi quên mật khẩu',
            content: '<p>Dùng <i>Quên mật khẩu</i> ở form đăng nhập: chúng tôi gửi mã đến điện thoại hoặc email của bạn.</p>',
          },
        ],
      },
      {
        name: 'Nạp và rút tiền',
        articles: [
          { title: 'Nạp tiền mất bao lâu?', content: '<p>Hầu hết các khoản nạp được cộng trong vòng 5 phút sau khi duyệt.</p>' },
          {
            title: 'Xác nhận rút tiền',
            content: '<p>Sau khi chi trả, hãy xác nhận bạn đã nhận được chưa. Nếu không xác nhận, sau 30 phút sẽ coi là đã nhận.</p>',
          },
        ],
      },
      {
        name: 'Thỏa thuận người dùng',
        articles: [{ title: 'Điều khoản sử dụng', content: '<p>Bạn phải từ 18 tuổi trở lên. Hãy chơi có trách nhiệm.</p>' }],
      },
    ],
  },
};

export function helpCenterIn(language: SiteLanguage): HelpCategory[] {
  let articleId = 1;
  return help[language].categories.map((c, i) => ({
    categoryId: i + 1,
    name: c.name,
    articles: c.articles.map((a) => ({ articleId: articleId++, ...a })),
  }));
}
