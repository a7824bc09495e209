import type { BlogSeed } from './blog-seed';

export const fastWebsitesPost: BlogSeed = {
  key: 'fast-business-websites',
  slug: 'fast-business-website-page-speed-guide',
  title: 'How Fast Should a Business Website Be? A Practical Guide to Page Speed',
  excerpt:
    'Speed is the first impression your website makes. Here are the three numbers that matter, what usually slows small business sites down, and a checklist you can act on this week.',
  tags: ['Performance', 'Web Design', 'Conversion'],
  status: 'published',
  daysAgo: 6,
  content: `
<p>Before a visitor reads a word of your homepage, they have already judged it by how quickly it appeared. On a phone over a patchy connection, every extra second is a chance for them to hit the back button and call the next business on the list. Speed is not a technical nicety: it is the first thing your website sells.</p>

<h2>The three numbers that matter</h2>
<p>Google measures real visitors' experience with three <em>Core Web Vitals</em>. They are also the simplest way to judge whether your site is fast enough.</p>
<table>
  <thead><tr><th>Metric</th><th>What it measures</th><th>Good</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>When the main content is visible</td><td>2.5 s or less</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>How quickly the page reacts to taps and clicks</td><td>200 ms or less</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>How much the page jumps around while loading</td><td>0.1 or less</td></tr>
  </tbody>
</table>
<p>You can see your own figures for free in <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> or in the Core Web Vitals report of Google Search Console.</p>

<h2>What usually slows a small business site down</h2>
<ul>
  <li><strong>Oversized images.</strong> A 4 MB photo straight from a camera, scaled down by the browser, is the most common culprit. Modern formats such as WebP and AVIF, sized for the screen, are often 90% smaller.</li>
  <li><strong>Page builders and plugin piles.</strong> Each plugin can add its own scripts and styles to every page, whether that page uses them or not.</li>
  <li><strong>Third-party scripts.</strong> Chat widgets, several analytics tools, social feeds and ad pixels all compete for the same phone processor.</li>
  <li><strong>Cheap shared hosting.</strong> A slow server adds delay before the browser receives a single byte.</li>
  <li><strong>Web fonts loaded late.</strong> Text that stays invisible until a font arrives feels slow even when the page is ready.</li>
</ul>

<h2>A checklist you can act on this week</h2>
<ol>
  <li>Compress and resize every image above the fold; lazy-load the rest.</li>
  <li>Remove plugins and scripts nobody can explain. Keep one analytics tool.</li>
  <li>Serve the site through a CDN with HTTP/2 or HTTP/3 and long cache lifetimes for static files.</li>
  <li>Preload your main font and use <code>font-display: swap</code>.</li>
  <li>Reserve space for images and embeds so the layout does not jump.</li>
  <li>Test on a mid-range phone, not just your office desktop.</li>
</ol>

<h2>Speed is a habit, not a project</h2>
<p>Sites get slower one small addition at a time: a new tracking tag here, an unoptimised banner there. Measure after every change and keep a budget, for example "the homepage stays under 1 MB and loads in under two seconds on 4G".</p>
<blockquote>A fast site will not fix a weak offer, but a slow site will hide a great one.</blockquote>
<p>Not sure where you stand? Run our free <a href="/#health-check">website health check</a>: it measures load time, mobile readiness, SEO and security and lists what to fix first.</p>
`,
  translations: {
    es: {
      title: '¿Qué velocidad necesita la web de su empresa? Guía práctica',
      excerpt:
        'La velocidad es la primera impresión que da su sitio web. Las tres cifras que importan, lo que suele ralentizar las webs de pequeñas empresas y una lista para actuar esta semana.',
      content: `
<p>Antes de que un visitante lea una sola palabra de su página de inicio, ya la ha juzgado por lo rápido que apareció. En un móvil con mala cobertura, cada segundo de más es una oportunidad para pulsar «atrás» y llamar a la siguiente empresa de la lista. La velocidad no es un detalle técnico: es lo primero que vende su sitio web.</p>

<h2>Las tres cifras que importan</h2>
<p>Google mide la experiencia de los visitantes reales con tres <em>Core Web Vitals</em> (Métricas web principales). También son la forma más sencilla de saber si su sitio es lo bastante rápido.</p>
<table>
  <thead><tr><th>Métrica</th><th>Qué mide</th><th>Bueno</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>Cuándo se ve el contenido principal</td><td>2,5 s o menos</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>Lo rápido que la página responde a toques y clics</td><td>200 ms o menos</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>Cuánto se mueve la página mientras carga</td><td>0,1 o menos</td></tr>
  </tbody>
</table>
<p>Puede ver sus propias cifras gratis en <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> o en el informe de Core Web Vitals de Google Search Console.</p>

<h2>Lo que suele ralentizar la web de una pequeña empresa</h2>
<ul>
  <li><strong>Imágenes enormes.</strong> Una foto de 4 MB recién salida de la cámara y reducida por el navegador es la culpable más habitual. Los formatos modernos como WebP y AVIF, al tamaño de la pantalla, suelen pesar un 90 % menos.</li>
  <li><strong>Maquetadores y montones de plugins.</strong> Cada plugin puede añadir sus propios scripts y estilos a todas las páginas, las use o no.</li>
  <li><strong>Scripts de terceros.</strong> Widgets de chat, varias herramientas de analítica, feeds sociales y píxeles publicitarios compiten por el mismo procesador del móvil.</li>
  <li><strong>Hosting compartido barato.</strong> Un servidor lento añade espera antes de que el navegador reciba un solo byte.</li>
  <li><strong>Fuentes web que llegan tarde.</strong> Un texto que sigue invisible hasta que llega la fuente parece lento aunque la página ya esté lista.</li>
</ul>

<h2>Una lista para actuar esta semana</h2>
<ol>
  <li>Comprima y redimensione todas las imágenes de la parte visible; cargue el resto de forma diferida.</li>
  <li>Elimine los plugins y scripts que nadie sabe explicar. Quédese con una sola herramienta de analítica.</li>
  <li>Sirva el sitio a través de una CDN con HTTP/2 o HTTP/3 y cachés largas para los archivos estáticos.</li>
  <li>Precargue su fuente principal y use <code>font-display: swap</code>.</li>
  <li>Reserve espacio para imágenes e insertados para que el diseño no salte.</li>
  <li>Pruebe en un móvil de gama media, no solo en el ordenador de la oficina.</li>
</ol>

<h2>La velocidad es un hábito, no un proyecto</h2>
<p>Los sitios se vuelven lentos poco a poco: una etiqueta de seguimiento nueva por aquí, un banner sin optimizar por allá. Mida después de cada cambio y fíjese un presupuesto, por ejemplo: «la página de inicio pesa menos de 1 MB y carga en menos de dos segundos con 4G».</p>
<blockquote>Un sitio rápido no arreglará una oferta floja, pero un sitio lento esconderá una oferta excelente.</blockquote>
<p>¿No sabe en qué punto está? Haga nuestro <a href="/#health-check">chequeo gratuito de su sitio web</a>: mide el tiempo de carga, la adaptación al móvil, el SEO y la seguridad, y le dice qué arreglar primero.</p>
`,
    },
    fr: {
      title: "Quelle vitesse pour un site d'entreprise ? Le guide pratique",
      excerpt:
        "La vitesse est la première impression que donne votre site. Les trois chiffres qui comptent, ce qui ralentit souvent les sites de PME et une liste d'actions pour cette semaine.",
      content: `
<p>Avant qu'un visiteur ne lise le moindre mot de votre page d'accueil, il l'a déjà jugée à la vitesse à laquelle elle s'est affichée. Sur un téléphone avec une connexion capricieuse, chaque seconde de trop est une occasion de revenir en arrière et d'appeler l'entreprise suivante de la liste. La vitesse n'est pas un raffinement technique : c'est la première chose que vend votre site.</p>

<h2>Les trois chiffres qui comptent</h2>
<p>Google mesure l'expérience des vrais visiteurs avec trois <em>Core Web Vitals</em> (Signaux Web essentiels). C'est aussi le moyen le plus simple de savoir si votre site est assez rapide.</p>
<table>
  <thead><tr><th>Indicateur</th><th>Ce qu'il mesure</th><th>Bon</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>Le moment où le contenu principal est visible</td><td>2,5 s ou moins</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>La rapidité de réaction aux appuis et aux clics</td><td>200 ms ou moins</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>À quel point la page bouge pendant le chargement</td><td>0,1 ou moins</td></tr>
  </tbody>
</table>
<p>Vous pouvez consulter gratuitement vos propres chiffres dans <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> ou dans le rapport Core Web Vitals de Google Search Console.</p>

<h2>Ce qui ralentit le plus souvent un site de PME</h2>
<ul>
  <li><strong>Des images surdimensionnées.</strong> Une photo de 4 Mo sortie tout droit de l'appareil et réduite par le navigateur est le coupable le plus fréquent. Les formats modernes comme WebP et AVIF, à la taille de l'écran, sont souvent 90 % plus légers.</li>
  <li><strong>Constructeurs de pages et empilements d'extensions.</strong> Chaque extension peut ajouter ses propres scripts et styles à toutes les pages, qu'elles s'en servent ou non.</li>
  <li><strong>Scripts tiers.</strong> Widgets de chat, plusieurs outils de statistiques, fils de réseaux sociaux et pixels publicitaires se disputent le même processeur de téléphone.</li>
  <li><strong>Hébergement mutualisé bas de gamme.</strong> Un serveur lent ajoute de l'attente avant même que le navigateur ne reçoive le premier octet.</li>
  <li><strong>Polices web chargées trop tard.</strong> Un texte qui reste invisible en attendant sa police paraît lent, même quand la page est prête.</li>
</ul>

<h2>Une liste d'actions pour cette semaine</h2>
<ol>
  <li>Compressez et redimensionnez toutes les images visibles sans défiler ; chargez les autres en différé.</li>
  <li>Supprimez les extensions et scripts dont personne ne sait expliquer l'utilité. Gardez un seul outil de statistiques.</li>
  <li>Servez le site via un CDN en HTTP/2 ou HTTP/3, avec une longue durée de cache pour les fichiers statiques.</li>
  <li>Préchargez votre police principale et utilisez <code>font-display: swap</code>.</li>
  <li>Réservez la place des images et des contenus intégrés pour que la mise en page ne saute pas.</li>
  <li>Testez sur un téléphone milieu de gamme, pas seulement sur l'ordinateur du bureau.</li>
</ol>

<h2>La vitesse est une habitude, pas un projet</h2>
<p>Les sites ralentissent un petit ajout à la fois : une nouvelle balise de suivi ici, une bannière non optimisée là. Mesurez après chaque modification et fixez-vous un budget, par exemple « la page d'accueil reste sous 1 Mo et s'affiche en moins de deux secondes en 4G ».</p>
<blockquote>Un site rapide ne sauvera pas une offre faible, mais un site lent cachera une excellente offre.</blockquote>
<p>Vous ne savez pas où vous en êtes ? Lancez notre <a href="/#health-check">bilan de santé gratuit de votre site</a> : il mesure le temps de chargement, l'adaptation mobile, le SEO et la sécurité, et indique quoi corriger en premier.</p>
`,
    },
    de: {
      title: 'Wie schnell muss eine Firmenwebsite sein? Praxisleitfaden',
      excerpt:
        'Tempo ist der erste Eindruck, den Ihre Website macht. Die drei Kennzahlen, auf die es ankommt, was kleine Firmenwebsites meist bremst und eine Checkliste für diese Woche.',
      content: `
<p>Bevor ein Besucher auch nur ein Wort Ihrer Startseite liest, hat er sie schon danach beurteilt, wie schnell sie erschien. Auf dem Handy mit wackeligem Empfang ist jede zusätzliche Sekunde eine Gelegenheit, auf „Zurück“ zu tippen und den nächsten Betrieb auf der Liste anzurufen. Geschwindigkeit ist keine technische Spielerei: Sie ist das Erste, was Ihre Website verkauft.</p>

<h2>Die drei Kennzahlen, auf die es ankommt</h2>
<p>Google misst die Erfahrung echter Besucher mit drei <em>Core Web Vitals</em>. Sie sind zugleich der einfachste Weg, um zu beurteilen, ob Ihre Website schnell genug ist.</p>
<table>
  <thead><tr><th>Messwert</th><th>Was er misst</th><th>Gut</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>Wann der Hauptinhalt sichtbar ist</td><td>2,5 s oder weniger</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>Wie schnell die Seite auf Tippen und Klicken reagiert</td><td>200 ms oder weniger</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>Wie stark die Seite beim Laden springt</td><td>0,1 oder weniger</td></tr>
  </tbody>
</table>
<p>Ihre eigenen Werte sehen Sie kostenlos in <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> oder im Core-Web-Vitals-Bericht der Google Search Console.</p>

<h2>Was kleine Firmenwebsites meistens bremst</h2>
<ul>
  <li><strong>Zu große Bilder.</strong> Ein 4-MB-Foto direkt aus der Kamera, das erst der Browser verkleinert, ist der häufigste Übeltäter. Moderne Formate wie WebP und AVIF in Bildschirmgröße sind oft 90 % kleiner.</li>
  <li><strong>Baukästen und Plugin-Berge.</strong> Jedes Plugin kann jeder Seite eigene Skripte und Stile hinzufügen, ob die Seite sie braucht oder nicht.</li>
  <li><strong>Skripte von Drittanbietern.</strong> Chat-Widgets, mehrere Analysetools, Social-Media-Feeds und Werbepixel konkurrieren alle um denselben Handyprozessor.</li>
  <li><strong>Billiges Shared Hosting.</strong> Ein langsamer Server verzögert alles, bevor der Browser auch nur ein Byte erhält.</li>
  <li><strong>Spät geladene Webfonts.</strong> Text, der unsichtbar bleibt, bis die Schrift eintrifft, wirkt langsam, selbst wenn die Seite fertig ist.</li>
</ul>

<h2>Eine Checkliste für diese Woche</h2>
<ol>
  <li>Komprimieren und verkleinern Sie alle Bilder im sichtbaren Bereich; laden Sie den Rest per Lazy Loading.</li>
  <li>Entfernen Sie Plugins und Skripte, die niemand erklären kann. Behalten Sie ein einziges Analysetool.</li>
  <li>Liefern Sie die Website über ein CDN mit HTTP/2 oder HTTP/3 und langen Cache-Zeiten für statische Dateien aus.</li>
  <li>Laden Sie Ihre Hauptschrift vorab und verwenden Sie <code>font-display: swap</code>.</li>
  <li>Reservieren Sie Platz für Bilder und Einbettungen, damit das Layout nicht springt.</li>
  <li>Testen Sie auf einem Mittelklasse-Handy, nicht nur am Büro-PC.</li>
</ol>

<h2>Tempo ist eine Gewohnheit, kein Projekt</h2>
<p>Websites werden Stück für Stück langsamer: hier ein neues Tracking-Tag, dort ein nicht optimiertes Banner. Messen Sie nach jeder Änderung und legen Sie ein Budget fest, zum Beispiel „die Startseite bleibt unter 1 MB und lädt über 4G in weniger als zwei Sekunden“.</p>
<blockquote>Eine schnelle Website rettet kein schwaches Angebot, aber eine langsame versteckt ein großartiges.</blockquote>
<p>Sie wissen nicht, wo Sie stehen? Nutzen Sie unseren kostenlosen <a href="/#health-check">Website-Check</a>: Er misst Ladezeit, Mobiltauglichkeit, SEO und Sicherheit und zeigt, was Sie zuerst beheben sollten.</p>
`,
    },
    zh: {
      title: '企业网站应该有多快？网页速度实用指南',
      excerpt:
        '速度是网站给人的第一印象。本文介绍真正重要的三个指标、拖慢小企业网站的常见原因，以及一份本周就能落实的清单。',
      content: `
<p>访客还没读到您首页上的一个字，就已经根据它出现的快慢下了判断。在信号时好时坏的手机上，每多等一秒，对方就多一次机会按下返回键，转而打给名单上的下一家。速度不是技术上的锦上添花：它是您的网站首先“推销”的东西。</p>

<h2>真正重要的三个指标</h2>
<p>Google 用三项<em>核心网页指标（Core Web Vitals）</em>衡量真实访客的体验。它们也是判断网站够不够快的最简单方法。</p>
<table>
  <thead><tr><th>指标</th><th>衡量什么</th><th>良好</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint（LCP）</td><td>主要内容何时可见</td><td>不超过 2.5 秒</td></tr>
    <tr><td>Interaction to Next Paint（INP）</td><td>页面对点按和点击的响应速度</td><td>不超过 200 毫秒</td></tr>
    <tr><td>Cumulative Layout Shift（CLS）</td><td>页面加载时跳动的程度</td><td>不超过 0.1</td></tr>
  </tbody>
</table>
<p>您可以在 <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> 或 Google Search Console 的核心网页指标报告中免费查看自己网站的数据。</p>

<h2>拖慢小企业网站的常见原因</h2>
<ul>
  <li><strong>图片过大。</strong>直接从相机导出、由浏览器缩小显示的 4 MB 照片是最常见的元凶。采用 WebP、AVIF 等现代格式并按屏幕尺寸输出，体积往往能减少 90%。</li>
  <li><strong>页面构建器和成堆的插件。</strong>每个插件都可能在每个页面加入自己的脚本和样式，不管页面用不用得上。</li>
  <li><strong>第三方脚本。</strong>聊天挂件、好几个统计工具、社交动态和广告像素，都在争抢同一颗手机处理器。</li>
  <li><strong>廉价的共享主机。</strong>服务器慢，浏览器在收到第一个字节之前就得先等。</li>
  <li><strong>网页字体加载太晚。</strong>文字要等字体到了才显示，即使页面已经就绪，也让人觉得慢。</li>
</ul>

<h2>一份本周就能落实的清单</h2>
<ol>
  <li>压缩并调整首屏内所有图片的尺寸，其余图片延迟加载。</li>
  <li>删掉没人说得清用途的插件和脚本，只保留一个统计工具。</li>
  <li>通过支持 HTTP/2 或 HTTP/3 的 CDN 提供网站，并为静态文件设置较长的缓存时间。</li>
  <li>预加载主要字体，并使用 <code>font-display: swap</code>。</li>
  <li>为图片和嵌入内容预留空间，避免版面跳动。</li>
  <li>用一部中端手机测试，而不只是在办公室的台式电脑上看。</li>
</ol>

<h2>速度是一种习惯，而不是一个项目</h2>
<p>网站是一点点变慢的：这里加一个新的跟踪代码，那里放一张没优化的横幅。每次改动后都测一测，并给自己定一个预算，例如“首页保持在 1 MB 以内，4G 网络下两秒内加载完成”。</p>
<blockquote>网站快，救不了平庸的产品；网站慢，却会埋没出色的产品。</blockquote>
<p>不确定自己的网站表现如何？试试我们免费的<a href="/#health-check">网站健康检查</a>：它会检测加载时间、移动端适配、SEO 和安全性，并列出最该先修的问题。</p>
`,
    },
    ar: {
      title: 'ما السرعة المطلوبة لموقع شركتك؟ دليل عملي لسرعة الصفحات',
      excerpt:
        'السرعة هي أول انطباع يتركه موقعك. إليك الأرقام الثلاثة المهمة، وما يبطئ مواقع الشركات الصغيرة عادةً، وقائمة خطوات يمكنك تنفيذها هذا الأسبوع.',
      content: `
<p>قبل أن يقرأ الزائر كلمة واحدة من صفحتك الرئيسية، يكون قد حكم عليها بسرعة ظهورها. على هاتف باتصال متقطع، كل ثانية إضافية فرصة ليضغط زر الرجوع ويتصل بالشركة التالية في القائمة. السرعة ليست ترفًا تقنيًا: إنها أول ما يبيعه موقعك.</p>

<h2>الأرقام الثلاثة المهمة</h2>
<p>تقيس Google تجربة الزوار الحقيقيين بثلاثة مقاييس تُسمّى <em>مؤشرات أداء الويب الأساسية (Core Web Vitals)</em>. وهي أيضًا أبسط طريقة للحكم على ما إذا كان موقعك سريعًا بما يكفي.</p>
<table>
  <thead><tr><th>المقياس</th><th>ما يقيسه</th><th>جيد</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>متى يظهر المحتوى الرئيسي</td><td>2.5 ثانية أو أقل</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>مدى سرعة استجابة الصفحة للّمس والنقر</td><td>200 ملّي ثانية أو أقل</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>مقدار قفز عناصر الصفحة أثناء التحميل</td><td>0.1 أو أقل</td></tr>
  </tbody>
</table>
<p>يمكنك رؤية أرقامك مجانًا في <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> أو في تقرير مؤشرات أداء الويب الأساسية في Google Search Console.</p>

<h2>ما الذي يبطئ موقع الشركة الصغيرة عادةً</h2>
<ul>
  <li><strong>الصور الضخمة.</strong> صورة حجمها 4 ميغابايت خرجت للتو من الكاميرا ويصغّرها المتصفح هي المتهم الأكثر شيوعًا. الصيغ الحديثة مثل WebP وAVIF، بمقاس الشاشة، أصغر غالبًا بنسبة 90%.</li>
  <li><strong>أدوات بناء الصفحات وأكوام الإضافات.</strong> كل إضافة قد تضيف نصوصها البرمجية وأنماطها إلى كل صفحة، سواء استخدمتها الصفحة أم لا.</li>
  <li><strong>النصوص البرمجية الخارجية.</strong> أدوات الدردشة، وعدة أدوات تحليل، وموجزات التواصل الاجتماعي، وبكسلات الإعلانات، كلها تتنافس على معالج الهاتف نفسه.</li>
  <li><strong>الاستضافة المشتركة الرخيصة.</strong> الخادم البطيء يضيف تأخيرًا قبل أن يتسلّم المتصفح بايتًا واحدًا.</li>
  <li><strong>خطوط الويب المتأخرة.</strong> النص الذي يبقى مخفيًا حتى يصل الخط يبدو بطيئًا حتى لو كانت الصفحة جاهزة.</li>
</ul>

<h2>قائمة خطوات يمكنك تنفيذها هذا الأسبوع</h2>
<ol>
  <li>اضغط كل الصور في الجزء الظاهر أولًا من الصفحة وعدّل مقاساتها، وأجّل تحميل الباقي.</li>
  <li>احذف الإضافات والنصوص البرمجية التي لا يعرف أحد سبب وجودها. واكتفِ بأداة تحليل واحدة.</li>
  <li>قدّم الموقع عبر شبكة توصيل محتوى (CDN) تدعم HTTP/2 أو HTTP/3 مع مدة تخزين مؤقت طويلة للملفات الثابتة.</li>
  <li>حمّل خطك الرئيسي مسبقًا واستخدم <code>font-display: swap</code>.</li>
  <li>احجز مساحة للصور والعناصر المضمّنة حتى لا يقفز التخطيط.</li>
  <li>اختبر على هاتف متوسط الفئة، لا على حاسوب المكتب فقط.</li>
</ol>

<h2>السرعة عادة لا مشروع</h2>
<p>تبطؤ المواقع بإضافة صغيرة تلو الأخرى: وسم تتبّع جديد هنا، ولافتة غير محسّنة هناك. قِس بعد كل تغيير وضع لنفسك ميزانية، مثل: «تبقى الصفحة الرئيسية أقل من 1 ميغابايت وتُحمَّل في أقل من ثانيتين على شبكة 4G».</p>
<blockquote>الموقع السريع لن يُصلح عرضًا ضعيفًا، لكن الموقع البطيء سيخفي عرضًا رائعًا.</blockquote>
<p>لست متأكدًا من وضع موقعك؟ جرّب <a href="/#health-check">فحص صحة الموقع المجاني</a>: يقيس زمن التحميل، والملاءمة للهواتف، وتحسين محركات البحث، والأمان، ويخبرك بما تصلحه أولًا.</p>
`,
    },
    hy: {
      title: 'Որքա՞ն արագ պետք է լինի բիզնես կայքը․ գործնական ուղեցույց',
      excerpt:
        'Արագությունը ձեր կայքի առաջին տպավորությունն է։ Երեք կարևոր թվեր, այն, ինչ սովորաբար դանդաղեցնում է փոքր բիզնեսի կայքերը, և ստուգաթերթ այս շաբաթվա համար։',
      content: `
<p>Նախքան այցելուն ձեր գլխավոր էջից մեկ բառ կկարդա, նա արդեն գնահատել է այն՝ ըստ նրա, թե որքան արագ է բացվել։ Անկայուն կապով հեռախոսում յուրաքանչյուր ավելորդ վայրկյան հնարավորություն է սեղմելու «Հետ» կոճակը և զանգելու ցանկի հաջորդ ընկերությանը։ Արագությունը տեխնիկական մանրուք չէ․ դա առաջին բանն է, որ վաճառում է ձեր կայքը։</p>

<h2>Երեք թվեր, որոնք իսկապես կարևոր են</h2>
<p>Google-ը իրական այցելուների փորձը չափում է երեք <em>Core Web Vitals</em> ցուցանիշով։ Դրանք նաև ամենապարզ միջոցն են՝ հասկանալու, թե արդյոք ձեր կայքը բավականաչափ արագ է։</p>
<table>
  <thead><tr><th>Ցուցանիշ</th><th>Ինչ է չափում</th><th>Լավ</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>Երբ է տեսանելի դառնում հիմնական բովանդակությունը</td><td>2,5 վ կամ պակաս</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>Որքան արագ է էջն արձագանքում հպումներին և սեղմումներին</td><td>200 մվ կամ պակաս</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>Որքան է էջը ցատկոտում բեռնվելիս</td><td>0,1 կամ պակաս</td></tr>
  </tbody>
</table>
<p>Ձեր սեփական թվերն անվճար կարող եք տեսնել <a href="https://pagespeed.web.dev/">PageSpeed Insights</a>-ում կամ Google Search Console-ի Core Web Vitals հաշվետվությունում։</p>

<h2>Ինչն է սովորաբար դանդաղեցնում փոքր բիզնեսի կայքը</h2>
<ul>
  <li><strong>Չափազանց մեծ պատկերներ։</strong> Տեսախցիկից ուղիղ վերցված 4 ՄԲ լուսանկարը, որը փոքրացնում է դիտարկիչը, ամենահաճախ մեղավորն է։ WebP և AVIF ժամանակակից ձևաչափերը՝ էկրանի չափով, հաճախ 90%-ով ավելի թեթև են։</li>
  <li><strong>Էջ կառուցողներ և պլագինների կույտեր։</strong> Յուրաքանչյուր պլագին կարող է իր սկրիպտներն ու ոճերն ավելացնել բոլոր էջերին՝ անկախ նրանից՝ էջը դրանք օգտագործում է, թե ոչ։</li>
  <li><strong>Երրորդ կողմի սկրիպտներ։</strong> Չաթի վիջեթները, մի քանի վերլուծական գործիքներ, սոցիալական հոսքերն ու գովազդային պիքսելները մրցում են հեռախոսի նույն պրոցեսորի համար։</li>
  <li><strong>Էժան համատեղ հոսթինգ։</strong> Դանդաղ սերվերը ուշացում է ավելացնում դեռ նախքան դիտարկիչը կստանա առաջին բայթը։</li>
  <li><strong>Ուշ բեռնվող վեբ տառատեսակներ։</strong> Տեքստը, որն անտեսանելի է մնում մինչև տառատեսակի ժամանումը, դանդաղ է թվում, նույնիսկ երբ էջը պատրաստ է։</li>
</ul>

<h2>Ստուգաթերթ այս շաբաթվա համար</h2>
<ol>
  <li>Սեղմեք և փոքրացրեք էջի առաջին էկրանի բոլոր պատկերները, մնացածը բեռնեք ծուլորեն (lazy loading)։</li>
  <li>Հեռացրեք այն պլագիններն ու սկրիպտները, որոնց նպատակը ոչ ոք չի կարող բացատրել։ Թողեք մեկ վերլուծական գործիք։</li>
  <li>Կայքը մատուցեք CDN-ի միջոցով՝ HTTP/2 կամ HTTP/3-ով և ստատիկ ֆայլերի երկար քեշավորմամբ։</li>
  <li>Նախապես բեռնեք ձեր հիմնական տառատեսակը և օգտագործեք <code>font-display: swap</code>։</li>
  <li>Տեղ պահեք պատկերների և ներկառուցված տարրերի համար, որպեսզի դասավորությունը չցատկի։</li>
  <li>Փորձարկեք միջին դասի հեռախոսով, ոչ միայն գրասենյակի համակարգչով։</li>
</ol>

<h2>Արագությունը սովորություն է, ոչ թե նախագիծ</h2>
<p>Կայքերը դանդաղում են փոքր հավելումներով․ այստեղ՝ նոր հետևման թեգ, այնտեղ՝ չօպտիմալացված բաններ։ Չափեք յուրաքանչյուր փոփոխությունից հետո և սահմանեք բյուջե, օրինակ՝ «գլխավոր էջը մնում է 1 ՄԲ-ից պակաս և 4G-ով բեռնվում է երկու վայրկյանից քիչ ժամանակում»։</p>
<blockquote>Արագ կայքը չի փրկի թույլ առաջարկը, բայց դանդաղ կայքը կթաքցնի հիանալին։</blockquote>
<p>Չգիտե՞ք, թե որտեղ եք գտնվում։ Անցեք մեր անվճար <a href="/#health-check">կայքի առողջության ստուգումը</a>․ այն չափում է բեռնման ժամանակը, բջջային հարմարեցվածությունը, SEO-ն և անվտանգությունը և ցույց է տալիս, թե ինչն ուղղել առաջինը։</p>
`,
    },
    ja: {
      title: '企業サイトの表示速度はどれくらい必要？ページ速度の実践ガイド',
      excerpt:
        '表示速度はウェブサイトの第一印象です。重要な3つの指標、中小企業のサイトが遅くなる主な原因、そして今週から取り組めるチェックリストを紹介します。',
      content: `
<p>訪問者はトップページの文字を1つ読む前に、それがどれだけ速く表示されたかで、すでに評価を下しています。電波の不安定なスマートフォンでは、1秒余計にかかるたびに「戻る」を押して、リストにある次の会社に電話をかけるきっかけを与えてしまいます。速度は技術的なおまけではありません。ウェブサイトが最初に売り込むものなのです。</p>

<h2>重要な3つの指標</h2>
<p>Googleは実際の訪問者の体験を、3つの<em>Core Web Vitals（ウェブに関する主な指標）</em>で測定しています。サイトが十分に速いかどうかを判断する、最もシンプルな方法でもあります。</p>
<table>
  <thead><tr><th>指標</th><th>何を測るか</th><th>良好</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint（LCP）</td><td>メインのコンテンツが表示されるまでの時間</td><td>2.5秒以下</td></tr>
    <tr><td>Interaction to Next Paint（INP）</td><td>タップやクリックへの反応の速さ</td><td>200ミリ秒以下</td></tr>
    <tr><td>Cumulative Layout Shift（CLS）</td><td>読み込み中にページがどれだけずれるか</td><td>0.1以下</td></tr>
  </tbody>
</table>
<p>自社サイトの数値は、<a href="https://pagespeed.web.dev/">PageSpeed Insights</a>やGoogle Search ConsoleのCore Web Vitalsレポートで無料で確認できます。</p>

<h2>中小企業のサイトが遅くなる主な原因</h2>
<ul>
  <li><strong>大きすぎる画像。</strong>カメラから取り込んだままの4MBの写真をブラウザで縮小表示しているのが、最もよくある原因です。WebPやAVIFなどの新しい形式で画面サイズに合わせれば、90%小さくなることも珍しくありません。</li>
  <li><strong>ページビルダーと大量のプラグイン。</strong>プラグインはそれぞれ、使うかどうかに関係なく、すべてのページに独自のスクリプトやスタイルを追加することがあります。</li>
  <li><strong>サードパーティのスクリプト。</strong>チャットウィジェット、複数のアクセス解析ツール、SNSのフィード、広告タグが、スマートフォンの同じプロセッサを奪い合います。</li>
  <li><strong>格安の共有サーバー。</strong>サーバーが遅いと、ブラウザが最初の1バイトを受け取る前から待たされます。</li>
  <li><strong>読み込みの遅いウェブフォント。</strong>フォントが届くまで文字が見えないと、ページの準備ができていても遅く感じられます。</li>
</ul>

<h2>今週から取り組めるチェックリスト</h2>
<ol>
  <li>最初の画面に表示される画像はすべて圧縮してサイズを調整し、それ以外は遅延読み込みにする。</li>
  <li>誰も目的を説明できないプラグインやスクリプトを削除する。アクセス解析ツールは1つに絞る。</li>
  <li>HTTP/2またはHTTP/3に対応したCDN経由でサイトを配信し、静的ファイルのキャッシュ期間を長くする。</li>
  <li>メインのフォントをプリロードし、<code>font-display: swap</code>を使う。</li>
  <li>画像や埋め込みコンテンツの表示領域をあらかじめ確保し、レイアウトがずれないようにする。</li>
  <li>オフィスのパソコンだけでなく、ミドルレンジのスマートフォンでも試す。</li>
</ol>

<h2>速度はプロジェクトではなく習慣</h2>
<p>サイトは小さな追加が積み重なって遅くなります。こちらに新しい計測タグ、あちらに最適化されていないバナー。変更のたびに計測し、「トップページは1MB未満、4Gで2秒以内に表示」といった予算を決めておきましょう。</p>
<blockquote>速いサイトが弱い商品を救うことはありませんが、遅いサイトは優れた商品を埋もれさせてしまいます。</blockquote>
<p>自社サイトの現状がわからない方は、無料の<a href="/#health-check">ウェブサイト健康診断</a>をお試しください。表示速度、モバイル対応、SEO、セキュリティを測定し、最初に直すべき点を一覧で示します。</p>
`,
    },
    ko: {
      title: '비즈니스 웹사이트는 얼마나 빨라야 할까? 페이지 속도 실전 가이드',
      excerpt:
        '속도는 웹사이트가 주는 첫인상입니다. 꼭 봐야 할 세 가지 수치, 소상공인 사이트를 느리게 만드는 흔한 원인, 그리고 이번 주에 바로 실천할 체크리스트를 소개합니다.',
      content: `
<p>방문자는 홈페이지의 글을 한 글자도 읽기 전에, 페이지가 얼마나 빨리 떴는지로 이미 판단을 내립니다. 신호가 불안정한 휴대폰에서는 1초가 늘어날 때마다 뒤로 가기를 누르고 목록의 다음 업체에 전화할 기회가 생깁니다. 속도는 기술적인 덤이 아닙니다. 웹사이트가 가장 먼저 파는 것입니다.</p>

<h2>꼭 봐야 할 세 가지 수치</h2>
<p>Google은 실제 방문자의 경험을 세 가지 <em>Core Web Vitals(핵심 웹 지표)</em>로 측정합니다. 사이트가 충분히 빠른지 판단하는 가장 간단한 방법이기도 합니다.</p>
<table>
  <thead><tr><th>지표</th><th>측정 대상</th><th>양호</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint(LCP)</td><td>주요 콘텐츠가 보이기까지의 시간</td><td>2.5초 이하</td></tr>
    <tr><td>Interaction to Next Paint(INP)</td><td>탭과 클릭에 페이지가 반응하는 속도</td><td>200ms 이하</td></tr>
    <tr><td>Cumulative Layout Shift(CLS)</td><td>로딩 중 페이지가 들썩이는 정도</td><td>0.1 이하</td></tr>
  </tbody>
</table>
<p>내 사이트의 수치는 <a href="https://pagespeed.web.dev/">PageSpeed Insights</a>나 Google Search Console의 Core Web Vitals 보고서에서 무료로 확인할 수 있습니다.</p>

<h2>소상공인 사이트를 느리게 만드는 흔한 원인</h2>
<ul>
  <li><strong>지나치게 큰 이미지.</strong> 카메라에서 바로 가져와 브라우저가 줄여서 보여 주는 4MB짜리 사진이 가장 흔한 주범입니다. WebP나 AVIF 같은 최신 형식으로 화면 크기에 맞추면 용량이 90%까지 줄어드는 경우가 많습니다.</li>
  <li><strong>페이지 빌더와 잔뜩 쌓인 플러그인.</strong> 플러그인마다 쓰든 안 쓰든 모든 페이지에 자체 스크립트와 스타일을 더할 수 있습니다.</li>
  <li><strong>외부 스크립트.</strong> 채팅 위젯, 여러 개의 분석 도구, 소셜 피드, 광고 픽셀이 모두 같은 휴대폰 프로세서를 두고 다툽니다.</li>
  <li><strong>저렴한 공유 호스팅.</strong> 서버가 느리면 브라우저가 첫 바이트를 받기도 전에 지연이 생깁니다.</li>
  <li><strong>늦게 불러오는 웹 폰트.</strong> 폰트가 도착할 때까지 글자가 보이지 않으면 페이지가 준비됐어도 느리게 느껴집니다.</li>
</ul>

<h2>이번 주에 바로 실천할 체크리스트</h2>
<ol>
  <li>첫 화면에 보이는 이미지는 모두 압축하고 크기를 줄이세요. 나머지는 지연 로딩으로 불러오세요.</li>
  <li>아무도 용도를 설명하지 못하는 플러그인과 스크립트는 지우세요. 분석 도구는 하나만 남기세요.</li>
  <li>HTTP/2 또는 HTTP/3을 지원하는 CDN으로 사이트를 제공하고, 정적 파일의 캐시 기간을 길게 잡으세요.</li>
  <li>주 폰트를 미리 불러오고 <code>font-display: swap</code>을 사용하세요.</li>
  <li>이미지와 임베드 영역의 공간을 미리 확보해 레이아웃이 밀리지 않게 하세요.</li>
  <li>사무실 PC뿐 아니라 중급형 휴대폰에서도 테스트하세요.</li>
</ol>

<h2>속도는 프로젝트가 아니라 습관입니다</h2>
<p>사이트는 작은 추가가 쌓이며 느려집니다. 여기에 새 추적 태그 하나, 저기에 최적화하지 않은 배너 하나. 변경할 때마다 측정하고 "홈페이지는 1MB 미만, 4G에서 2초 안에 로딩"처럼 예산을 정해 두세요.</p>
<blockquote>빠른 사이트가 약한 상품을 살려 주지는 못하지만, 느린 사이트는 훌륭한 상품을 가려 버립니다.</blockquote>
<p>내 사이트가 어느 수준인지 궁금하다면 무료 <a href="/#health-check">웹사이트 건강 검진</a>을 받아 보세요. 로딩 시간, 모바일 대응, SEO, 보안을 측정하고 가장 먼저 고칠 점을 알려 드립니다.</p>
`,
    },
    ru: {
      title: 'Насколько быстрым должен быть сайт? Практическое руководство',
      excerpt:
        'Скорость — первое впечатление от вашего сайта. Три важных показателя, что обычно тормозит сайты малого бизнеса, и чек-лист, по которому можно действовать уже на этой неделе.',
      content: `
<p>Ещё не прочитав ни слова на вашей главной странице, посетитель уже оценил её по тому, как быстро она появилась. На телефоне с неустойчивой связью каждая лишняя секунда — это шанс нажать «Назад» и позвонить следующей компании из списка. Скорость — не техническая мелочь: это первое, что продаёт ваш сайт.</p>

<h2>Три показателя, которые важны</h2>
<p>Google оценивает опыт реальных посетителей по трём <em>Core Web Vitals</em> (основным интернет-показателям). Это и самый простой способ понять, достаточно ли быстр ваш сайт.</p>
<table>
  <thead><tr><th>Показатель</th><th>Что измеряет</th><th>Хорошо</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>Когда виден основной контент</td><td>не более 2,5 с</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>Как быстро страница реагирует на касания и клики</td><td>не более 200 мс</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>Насколько страница «прыгает» при загрузке</td><td>не более 0,1</td></tr>
  </tbody>
</table>
<p>Свои показатели можно бесплатно посмотреть в <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> или в отчёте Core Web Vitals в Google Search Console.</p>

<h2>Что обычно тормозит сайт малого бизнеса</h2>
<ul>
  <li><strong>Огромные изображения.</strong> Фото на 4 МБ прямо с камеры, которое уменьшает браузер, — самый частый виновник. Современные форматы WebP и AVIF под размер экрана нередко легче на 90 %.</li>
  <li><strong>Конструкторы страниц и горы плагинов.</strong> Каждый плагин может добавлять свои скрипты и стили на все страницы, нужны они там или нет.</li>
  <li><strong>Сторонние скрипты.</strong> Чат-виджеты, несколько систем аналитики, ленты соцсетей и рекламные пиксели борются за один и тот же процессор телефона.</li>
  <li><strong>Дешёвый виртуальный хостинг.</strong> Медленный сервер добавляет задержку ещё до того, как браузер получит первый байт.</li>
  <li><strong>Поздно загружаемые веб-шрифты.</strong> Текст, невидимый до прихода шрифта, кажется медленным, даже когда страница уже готова.</li>
</ul>

<h2>Чек-лист на эту неделю</h2>
<ol>
  <li>Сожмите и уменьшите все изображения на первом экране; остальные загружайте отложенно.</li>
  <li>Удалите плагины и скрипты, назначение которых никто не может объяснить. Оставьте одну систему аналитики.</li>
  <li>Раздавайте сайт через CDN с HTTP/2 или HTTP/3 и долгим сроком кеширования статических файлов.</li>
  <li>Предзагружайте основной шрифт и используйте <code>font-display: swap</code>.</li>
  <li>Резервируйте место под изображения и встроенные элементы, чтобы вёрстка не прыгала.</li>
  <li>Тестируйте на телефоне среднего класса, а не только на офисном компьютере.</li>
</ol>

<h2>Скорость — это привычка, а не проект</h2>
<p>Сайты замедляются постепенно, по одной мелочи: здесь новый тег отслеживания, там неоптимизированный баннер. Измеряйте после каждого изменения и задайте бюджет, например: «главная страница весит меньше 1 МБ и загружается по 4G менее чем за две секунды».</p>
<blockquote>Быстрый сайт не спасёт слабое предложение, но медленный спрячет отличное.</blockquote>
<p>Не знаете, как обстоят дела у вас? Запустите нашу бесплатную <a href="/#health-check">проверку состояния сайта</a>: она измерит скорость загрузки, адаптацию под мобильные, SEO и безопасность и подскажет, что исправить в первую очередь.</p>
`,
    },
  },
};
