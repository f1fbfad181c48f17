import type { LocaleCode } from '@academy/rules';

/**
 * The gradebook file's column headers and sheet name in each of the 12 languages (like the roster's,
 * classes/rosterHeaders.ts). `{exam}` is the exam's name. A sheet name is at most 31 characters and holds none of
 * : \ / ? * [ ] (Excel's rule).
 */
type GradebookTexts = {
  userId: string; name: string; account: string; progress: string; checkIns: string;
  best: string; attempts: string; switches: string; pending: string; passed: string;
  yes: string; no: string; sheet: string;
};

const TEXTS: Record<LocaleCode, GradebookTexts> = {
  zh_CN: { userId: '用户 ID', name: '姓名', account: '账号', progress: '课程进度 (%)', checkIns: '签到次数', best: '{exam}：最高分', attempts: '{exam}：考试次数', switches: '{exam}：切屏次数', pending: '{exam}：待批阅', passed: '{exam}：是否通过', yes: '是', no: '否', sheet: '成绩册' },
  en_US: { userId: 'User ID', name: 'Name', account: 'Account', progress: 'Course progress (%)', checkIns: 'Check-ins', best: '{exam}: best score', attempts: '{exam}: attempts', switches: '{exam}: screen switches', pending: '{exam}: awaiting marking', passed: '{exam}: passed', yes: 'Yes', no: 'No', sheet: 'Gradebook' },
  es_ES: { userId: 'ID de usuario', name: 'Nombre', account: 'Cuenta', progress: 'Progreso del curso (%)', checkIns: 'Registros de asistencia', best: '{exam}: mejor nota', attempts: '{exam}: intentos', switches: '{exam}: cambios de pantalla', pending: '{exam}: pendiente de corrección', passed: '{exam}: aprobado', yes: 'Sí', no: 'No', sheet: 'Libro de calificaciones' },
  ru_RU: { userId: 'ID пользователя', name: 'Имя', account: 'Учётная запись', progress: 'Прогресс курса (%)', checkIns: 'Отметки присутствия', best: '{exam}: лучший балл', attempts: '{exam}: попытки', switches: '{exam}: переключения экрана', pending: '{exam}: ждёт проверки', passed: '{exam}: сдан', yes: 'Да', no: 'Нет', sheet: 'Журнал оценок' },
  ar_SA: { userId: 'معرّف المستخدم', name: 'الاسم', account: 'الحساب', progress: 'التقدم في الدورة (%)', checkIns: 'مرات تسجيل الحضور', best: '{exam}: أعلى درجة', attempts: '{exam}: المحاولات', switches: '{exam}: مرات تبديل الشاشة', pending: '{exam}: بانتظار التصحيح', passed: '{exam}: ناجح', yes: 'نعم', no: 'لا', sheet: 'سجل الدرجات' },
  pl_PL: { userId: 'ID użytkownika', name: 'Imię i nazwisko', account: 'Konto', progress: 'Postęp kursu (%)', checkIns: 'Obecności', best: '{exam}: najlepszy wynik', attempts: '{exam}: podejścia', switches: '{exam}: przełączenia ekranu', pending: '{exam}: czeka na ocenę', passed: '{exam}: zaliczony', yes: 'Tak', no: 'Nie', sheet: 'Dziennik ocen' },
  de_DE: { userId: 'Benutzer-ID', name: 'Name', account: 'Konto', progress: 'Kursfortschritt (%)', checkIns: 'Anwesenheiten', best: '{exam}: beste Punktzahl', attempts: '{exam}: Versuche', switches: '{exam}: Bildschirmwechsel', pending: '{exam}: Bewertung ausstehend', passed: '{exam}: bestanden', yes: 'Ja', no: 'Nein', sheet: 'Notenbuch' },
  tr_TR: { userId: 'Kullanıcı kimliği', name: 'Ad Soyad', account: 'Hesap', progress: 'Kurs ilerlemesi (%)', checkIns: 'Yoklama kayıtları', best: '{exam}: en yüksek puan', attempts: '{exam}: deneme sayısı', switches: '{exam}: ekran değiştirme', pending: '{exam}: değerlendirme bekliyor', passed: '{exam}: geçti', yes: 'Evet', no: 'Hayır', sheet: 'Not defteri' },
  fr_FR: { userId: 'ID utilisateur', name: 'Nom', account: 'Compte', progress: 'Progression du cours (%)', checkIns: 'Présences', best: '{exam} : meilleure note', attempts: '{exam} : tentatives', switches: '{exam} : changements d’écran', pending: '{exam} : à corriger', passed: '{exam} : réussi', yes: 'Oui', no: 'Non', sheet: 'Carnet de notes' },
  ja_JP: { userId: 'ユーザー ID', name: '氏名', account: 'アカウント', progress: 'コース進捗 (%)', checkIns: '出席回数', best: '{exam}：最高点', attempts: '{exam}：受験回数', switches: '{exam}：画面切り替え回数', pending: '{exam}：採点待ち', passed: '{exam}：合格', yes: 'はい', no: 'いいえ', sheet: '成績表' },
  ko_KR: { userId: '사용자 ID', name: '이름', account: '계정', progress: '과정 진도율 (%)', checkIns: '출석 횟수', best: '{exam}: 최고 점수', attempts: '{exam}: 응시 횟수', switches: '{exam}: 화면 전환 횟수', pending: '{exam}: 채점 대기', passed: '{exam}: 합격', yes: '예', no: '아니요', sheet: '성적부' },
  pt_BR: { userId: 'ID do usuário', name: 'Nome', account: 'Conta', progress: 'Progresso no curso (%)', checkIns: 'Presenças', best: '{exam}: melhor nota', attempts: '{exam}: tentativas', switches: '{exam}: trocas de tela', pending: '{exam}: aguardando correção', passed: '{exam}: aprovado', yes: 'Sim', no: 'Não', sheet: 'Boletim de notas' },
};

export const gradebookTexts = (locale: LocaleCode): GradebookTexts => TEXTS[locale];

/** The headers in the file's column order: the learner's five, then five per exam. */
export function gradebookHeaders(locale: LocaleCode, examNames: readonly string[]): string[] {
  const t = TEXTS[locale];
  const perExam = (exam: string) => [t.best, t.attempts, t.switches, t.pending, t.passed].map((text) => text.replace('{exam}', exam));
  return [t.userId, t.name, t.account, t.progress, t.checkIns, ...examNames.flatMap(perExam)];
}
