import type { BlogSeed } from './blog-seed';

export const homepageCopyPost: BlogSeed = {
  key: 'homepage-that-gets-calls',
  slug: 'write-a-homepage-that-gets-calls',
  title: 'How to Write a Homepage That Turns Visitors Into Calls',
  excerpt:
    'Visitors decide in a few seconds whether to stay. Here is how to structure and word your homepage so the right people pick up the phone or fill in the form.',
  tags: ['Copywriting', 'Conversion', 'Small Business'],
  status: 'published',
  daysAgo: 12,
  translations: {
    ar: {
      title: 'كيف تكتب صفحة رئيسية تحوّل الزوار إلى اتصالات',
      excerpt:
        'يقرر الزائر في ثوانٍ قليلة هل يبقى أم يغادر. إليك كيف تبني صفحتك الرئيسية وتصوغ كلماتها ليرفع الأشخاص المناسبون الهاتف أو يملؤوا النموذج.',
      content: `
<p>تحاول معظم الصفحات الرئيسية للشركات الصغيرة أن تقول كل شيء دفعة واحدة: تاريخ الشركة، وكل خدمة، وبيان الرسالة، وثلاثة عروض شرائح متحركة. لا يقرأ الزوار شيئًا من ذلك. إنهم يلقون نظرة على أعلى الصفحة، ويقررون هل وصلوا إلى المكان الصحيح، ثم يتصرفون أو يغادرون. الصفحة الرئيسية التي تجلب الاتصالات تُبنى حول تلك اللحظة.</p>

<h2>أجب عن ثلاثة أسئلة قبل التمرير</h2>
<p>قبل أن يمرّر أحد الصفحة، يجب أن تخبره بما تفعله، ولمن تفعله، وما الخطوة التالية. عبارة «سبّاك طوارئ في راوند روك، ليلًا ونهارًا» أفضل من «حلول عالية الجودة منذ 1998» لأنها تجيب عن السؤالين الأولين في بضع كلمات. ضع بجانبها زرًا واحدًا واضحًا أو رقم هاتف: «اتصل الآن» أو «احجز عرض سعر مجانيًا»، لا «اعرف المزيد».</p>

<h2>اكتب كما يتكلم عملاؤك</h2>
<p>انظر إلى الكلمات التي يستخدمها الناس في تقييماتهم ورسائلهم ومكالماتهم، وأعد استخدامها. إذا قال العملاء «توقّف السخّان عن العمل» فلا تكتب «تشخيص أنظمة التدفئة». الجمل القصيرة والكلمات اليومية والأرقام المحددة («ننجز معظم الإصلاحات في اليوم نفسه») أجدر بالثقة من الصفات.</p>

<h2>اعرض الدليل مبكرًا</h2>
<ul>
  <li><strong>التقييمات:</strong> اقتباسان أو ثلاثة قصيرة مع الاسم الأول والمدينة أثمن من صف من الشعارات.</li>
  <li><strong>الأرقام:</strong> سنوات العمل، وعدد المشاريع المنجزة، ومتوسط وقت الاستجابة.</li>
  <li><strong>الوجوه:</strong> صورة حقيقية لك أو لفريقك، لا مصافحة من مكتبة صور.</li>
</ul>

<h2>صفحة واحدة وهدف واحد</h2>
<p>حدّد شكل الزيارة الناجحة (اتصال، أو حجز، أو طلب عرض سعر) واجعل كل قسم يقود إليها. كرّر الدعوة إلى الإجراء بعد كل قسم حتى لا يضطر أحد إلى الصعود من جديد. احذف الروابط التي تبعد الزائر عن الهدف، مثل أيقونات وسائل التواصل في أعلى الصفحة.</p>

<h2>جرّبها على الهاتف</h2>
<p>يصل معظم الزوار المحليين من الهاتف، وغالبًا وهم في الخارج وعلى عجل. افتح صفحتك الرئيسية على هاتفك: هل تقرأ العنوان دون تكبير، وتضغط رقم الهاتف بإبهامك، وتجد ساعات العمل في عشر ثوانٍ؟ إن لم يكن كذلك فأصلح هذا قبل أي شيء آخر.</p>

<h2>قِس وعدّل</h2>
<p>تابع المكالمات والنماذج المرسلة، لا عدد الزيارات فقط. غيّر شيئًا واحدًا في كل مرة (العنوان، أو نص الزر، أو ترتيب الأقسام) وامنح كل تغيير بضعة أسابيع. كثيرًا ما ترفع تعديلات صغيرة في الصياغة الاستفسارات بالخُمس أو أكثر، دون تكلفة سوى عصر يوم من الكتابة.</p>

<p>حين تقول الصفحة الأشياء الصحيحة، تأكد أن الناس يجدونها: <a href="/blog/local-seo-checklist-small-business">قائمة تحسين الظهور المحلي</a> تشرح الخطوة التالية.</p>
`,
    },
    de: {
      title: 'So schreiben Sie eine Startseite, die Besucher zum Anrufen bringt',
      excerpt:
        'Besucher entscheiden in wenigen Sekunden, ob sie bleiben. So gliedern und formulieren Sie Ihre Startseite, damit die richtigen Leute zum Telefon greifen oder das Formular ausfüllen.',
    },
  },
  content: `
<p>Most small-business homepages try to say everything at once: the history of the company, every service, a mission statement and three carousels. Visitors do not read any of it. They scan the top of the page, decide whether they are in the right place, and either act or leave. A homepage that brings in calls is built around that moment.</p>

<h2>Answer three questions above the fold</h2>
<p>Before anyone scrolls, the page should tell them what you do, who it is for and what to do next. "Emergency plumbing in Round Rock, day and night" beats "Quality solutions since 1998" because it answers the first two questions in seven words. Put a single, clearly labelled button or phone number beside it: "Call now" or "Book a free quote", not "Learn more".</p>

<h2>Write the way your customers talk</h2>
<p>Look at the words people use in your reviews, emails and phone calls, and reuse them. If customers say "my boiler stopped working", do not write "heating system diagnostics". Short sentences, everyday words and concrete numbers ("most repairs done the same day") are easier to trust than adjectives.</p>

<h2>Show proof early</h2>
<ul>
  <li><strong>Reviews:</strong> two or three short quotes with a first name and a town are worth more than a row of logos.</li>
  <li><strong>Numbers:</strong> years in business, jobs completed, average response time.</li>
  <li><strong>Faces:</strong> a real photo of you or your team, not a stock handshake.</li>
</ul>

<h2>One page, one goal</h2>
<p>Decide what a successful visit looks like (a call, a booking, a quote request) and make every section lead to it. Repeat the call to action after each section so nobody has to scroll back up. Remove links that lead away from the goal, such as social media icons at the top of the page.</p>

<h2>Check it on a phone</h2>
<p>Most local visitors arrive on a phone, often outdoors and in a hurry. Open your homepage on your own phone: can you read the headline without zooming, tap the phone number with your thumb, and find your opening hours in ten seconds? If not, fix that before anything else.</p>

<h2>Measure and adjust</h2>
<p>Track calls and form submissions, not just visits. Change one thing at a time (the headline, the button text, the order of sections) and give each change a few weeks. Small wording changes regularly move enquiries by a fifth or more, at no cost beyond an afternoon of writing.</p>

<p>Once the page says the right things, make sure people can find it: our <a href="/blog/local-seo-checklist-small-business">local SEO checklist</a> covers the next step.</p>
`,
};
