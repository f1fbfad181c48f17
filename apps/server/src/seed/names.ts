/** Demo content names in Chinese and English (name / nameEn), varied enough to fill every card kind. */
export const COURSE_NAMES: [string, string][] = [
  ['高等数学入门', 'Introduction to Calculus'], ['线性代数精讲', 'Linear Algebra in Depth'], ['Python 编程基础', 'Python Programming Basics'],
  ['数据结构与算法', 'Data Structures and Algorithms'], ['项目管理实战', 'Project Management in Practice'], ['商务英语写作', 'Business English Writing'],
  ['机器学习导论', 'Introduction to Machine Learning'], ['财务报表分析', 'Reading Financial Statements'], ['领导力与团队协作', 'Leadership and Teamwork'],
  ['网页设计与无障碍', 'Accessible Web Design'], ['云计算架构', 'Cloud Architecture'], ['数据可视化', 'Data Visualisation'],
  ['沟通与演讲技巧', 'Communication and Public Speaking'], ['市场营销原理', 'Principles of Marketing'], ['信息安全基础', 'Information Security Essentials'],
  ['人工智能伦理', 'Ethics of Artificial Intelligence'], ['统计学与概率', 'Statistics and Probability'], ['供应链管理', 'Supply Chain Management'],
  ['用户体验研究', 'User Experience Research'], ['敏捷开发方法', 'Agile Development Methods'], ['中国古代文学选读', 'Readings in Classical Chinese Literature'],
  ['物理学中的对称性', 'Symmetry in Physics'], ['有机化学实验', 'Organic Chemistry Lab'], ['心理学导论', 'Introduction to Psychology'],
];
export const EXAM_NAMES: [string, string][] = [
  ['期中考试：高等数学', 'Midterm: Calculus'], ['Python 认证考试', 'Python Certification Exam'], ['安全意识测验', 'Security Awareness Quiz'],
  ['项目管理模拟考试', 'Project Management Mock Exam'], ['英语写作水平测试', 'English Writing Assessment'], ['财务基础结业考试', 'Finance Fundamentals Final'],
];
export const KNOWLEDGE_NAMES: [string, string][] = [
  ['新员工入职手册', 'New Employee Handbook'], ['报销流程说明', 'How to Claim Expenses'], ['实验室安全规范', 'Laboratory Safety Rules'],
  ['远程办公指南', 'Remote Work Guide'], ['论文写作模板', 'Thesis Writing Template'], ['数据隐私政策解读', 'Data Privacy Policy Explained'],
  ['课程设计检查清单', 'Course Design Checklist'], ['常见问题汇总', 'Frequently Asked Questions'],
];
export const LIVE_NAMES: [string, string][] = [
  ['直播：期末复习答疑', 'Live: Final Exam Q&A'], ['直播：行业专家分享', 'Live: Talk with an Industry Expert'], ['直播：编程马拉松开幕', 'Live: Hackathon Kick-off'],
  ['直播：校长新学期致辞', 'Live: Principal’s New Term Address'], ['直播：简历工作坊', 'Live: CV Workshop'], ['直播：数据科学圆桌', 'Live: Data Science Round Table'],
];
export const ARTICLE_NAMES: [string, string][] = [
  ['如何高效安排学习时间', 'How to Plan Your Study Time'], ['我们学院的十年', 'Ten Years of Our Academy'], ['一位讲师的备课笔记', 'Notes from a Lecturer’s Desk'],
  ['从零开始学编程的故事', 'Learning to Code from Scratch'], ['在线学习的五个误区', 'Five Myths about Online Learning'], ['优秀学员访谈', 'Meet Our Top Learners'],
];
export const QUESTION_NAMES: [string, string][] = [
  ['证书什么时候发放？', 'When are certificates issued?'], ['如何修改绑定的手机号？', 'How do I change my phone number?'], ['考试可以补考吗？', 'Can I retake an exam?'],
  ['直播回放在哪里看？', 'Where can I watch live replays?'], ['课程可以下载吗？', 'Can I download a course?'], ['忘记密码怎么办？', 'What if I forget my password?'],
];
export const VIDEO_NAMES: [string, string][] = [
  ['一分钟学会快捷键', 'Keyboard Shortcuts in One Minute'], ['实验演示：化学反应', 'Lab Demo: A Chemical Reaction'], ['校园一日游', 'A Day on Campus'],
  ['三个 Excel 技巧', 'Three Excel Tricks'], ['如何做好笔记', 'How to Take Good Notes'], ['毕业典礼精彩瞬间', 'Graduation Highlights'],
];
export const TOPIC_NAMES: [string, string][] = [
  ['新生专题', 'New Learner Zone'], ['数字化转型专题', 'Digital Transformation'], ['职业发展专题', 'Career Development'],
];
export const PEOPLE: [string, string][] = [
  ['李明', 'Li Ming'], ['王芳', 'Wang Fang'], ['张伟', 'Zhang Wei'], ['刘洋', 'Liu Yang'], ['陈静', 'Chen Jing'], ['杨磊', 'Yang Lei'], ['赵敏', 'Zhao Min'],
  ['黄涛', 'Huang Tao'], ['周婷', 'Zhou Ting'], ['吴昊', 'Wu Hao'], ['徐丽', 'Xu Li'], ['孙杰', 'Sun Jie'], ['马超', 'Ma Chao'], ['朱琳', 'Zhu Lin'],
];
