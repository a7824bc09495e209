import type { BlogSeed } from './blog-seed';

export const accessibilityPost: BlogSeed = {
  key: 'accessibility-basics',
  slug: 'website-accessibility-small-business',
  title: 'Website Accessibility for Small Businesses: Where to Start',
  excerpt:
    'One in four adults lives with a disability, and accessible sites are easier for everyone to use. Six practical fixes you can check this week, without a big budget.',
  tags: ['Accessibility', 'UX', 'Compliance'],
  status: 'published',
  daysAgo: 26,
  content: `
<p>Accessibility means that people can use your website whatever their abilities: with a screen reader, with a keyboard instead of a mouse, with low vision or colour blindness, or simply with a cracked phone screen in bright sunlight. It is also increasingly a legal expectation, and accessibility complaints against small businesses are no longer rare. The good news is that the most common problems are cheap to fix.</p>

<h2>1. Give every image a meaningful description</h2>
<p>Screen readers read an image's alternative text aloud. "Image123.jpg" tells a blind visitor nothing; "Our team installing solar panels on a family home in Austin" tells them what a sighted visitor sees. Decorative images should have an empty description so they are skipped.</p>

<h2>2. Check your colour contrast</h2>
<p>Light grey text on a white background looks elegant in a design file and is unreadable for many people. Body text needs a contrast ratio of at least 4.5 to 1. Free contrast checkers show the ratio in seconds; darken the text rather than enlarging it.</p>

<h2>3. Make everything work with a keyboard</h2>
<p>Put your mouse away and press Tab through your site. You should always see where you are, reach every link, button and form field, and open and close menus. If a focus outline disappears or a menu only opens on hover, keyboard users are stuck.</p>

<h2>4. Label your forms</h2>
<p>Every field needs a visible label that stays in place while someone types; placeholder text that vanishes is not enough. Error messages should say what went wrong and how to fix it, next to the field, not only in red.</p>

<h2>5. Use real headings</h2>
<p>Headings give a page its outline. Screen-reader users jump from heading to heading the way sighted visitors skim. Use one main heading per page and nest the others in order, instead of making ordinary text bold and large.</p>

<h2>6. Caption your videos</h2>
<p>Captions help deaf visitors and the many people who watch videos on mute. Most video platforms generate them automatically; correct the mistakes before publishing.</p>

<h2>Keep it going</h2>
<p>Accessibility is not a one-time project. Add these checks to your routine whenever you publish a page, and ask your web team to test new features with a keyboard and a screen reader before launch.</p>

<p>Images are where most sites fail first; our guide to <a href="/blog/website-photos-that-sell">preparing photos for your website</a> covers descriptions and sizes together.</p>
`,
  translations: {
    es: {
      title: 'Accesibilidad web para pequeñas empresas: por dónde empezar',
      excerpt:
        'Uno de cada cuatro adultos vive con una discapacidad, y un sitio accesible es más fácil para todos. Seis mejoras prácticas para revisar esta semana sin un gran presupuesto.',
      content: `
<p>Accesibilidad significa que cualquier persona puede usar su sitio web, sean cuales sean sus capacidades: con un lector de pantalla, con el teclado en lugar del ratón, con baja visión o daltonismo, o simplemente con la pantalla del móvil rota y a pleno sol. Además, cada vez es más una exigencia legal, y las reclamaciones por falta de accesibilidad contra pequeñas empresas ya no son raras. La buena noticia es que los problemas más comunes se arreglan con poco dinero.</p>

<h2>1. Describa cada imagen con sentido</h2>
<p>Los lectores de pantalla leen en voz alta el texto alternativo de cada imagen. «Image123.jpg» no le dice nada a un visitante ciego; «Nuestro equipo instalando paneles solares en una casa familiar de Austin» le cuenta lo mismo que ve quien mira la foto. Las imágenes decorativas deben llevar una descripción vacía para que el lector las salte.</p>

<h2>2. Revise el contraste de colores</h2>
<p>Un texto gris claro sobre fondo blanco queda elegante en el diseño, pero mucha gente no puede leerlo. El texto principal necesita una relación de contraste de al menos 4,5 a 1. Los comprobadores de contraste gratuitos le dan la cifra en segundos; oscurezca el texto en vez de agrandarlo.</p>

<h2>3. Que todo funcione con el teclado</h2>
<p>Aparte el ratón y recorra su sitio con la tecla Tab. Siempre debería ver dónde está, llegar a cada enlace, botón y campo de formulario, y abrir y cerrar los menús. Si el contorno del foco desaparece o un menú solo se abre al pasar el ratón por encima, quien usa el teclado se queda atascado.</p>

<h2>4. Ponga etiquetas a sus formularios</h2>
<p>Cada campo necesita una etiqueta visible que siga ahí mientras se escribe; un texto de ejemplo que desaparece no basta. Los mensajes de error deben decir qué ha fallado y cómo corregirlo, junto al campo, y no solo en rojo.</p>

<h2>5. Use encabezados de verdad</h2>
<p>Los encabezados dan estructura a la página. Quien usa un lector de pantalla salta de encabezado en encabezado, igual que otros visitantes echan un vistazo rápido. Use un solo encabezado principal por página y ordene los demás por niveles, en lugar de poner texto normal en negrita y más grande.</p>

<h2>6. Subtitule sus vídeos</h2>
<p>Los subtítulos ayudan a las personas sordas y a las muchas que ven vídeos sin sonido. La mayoría de las plataformas de vídeo los generan automáticamente; corrija los errores antes de publicar.</p>

<h2>Manténgalo en el tiempo</h2>
<p>La accesibilidad no es un proyecto de una sola vez. Incorpore estas comprobaciones a su rutina cada vez que publique una página, y pida a su equipo web que pruebe las novedades con teclado y lector de pantalla antes de lanzarlas.</p>

<p>Las imágenes son donde más sitios fallan primero; nuestra guía para <a href="/blog/website-photos-that-sell">preparar las fotos de su sitio web</a> trata juntas las descripciones y los tamaños.</p>
`,
    },
    fr: {
      title: 'Accessibilité web des petites entreprises : par où commencer',
      excerpt:
        'Un adulte sur quatre vit avec un handicap, et un site accessible est plus simple pour tout le monde. Six corrections concrètes à vérifier cette semaine, sans gros budget.',
      content: `
<p>L'accessibilité, c'est permettre à chacun d'utiliser votre site quelles que soient ses capacités : avec un lecteur d'écran, au clavier plutôt qu'à la souris, avec une basse vision ou un daltonisme, ou tout simplement avec un écran de téléphone fissuré en plein soleil. C'est aussi de plus en plus une obligation légale, et les plaintes pour défaut d'accessibilité visant de petites entreprises ne sont plus rares. Bonne nouvelle : les problèmes les plus courants coûtent peu à corriger.</p>

<h2>1. Décrivez chaque image de façon utile</h2>
<p>Les lecteurs d'écran lisent à voix haute le texte alternatif des images. « Image123.jpg » n'apprend rien à un visiteur aveugle ; « Notre équipe installe des panneaux solaires sur une maison familiale à Austin » lui dit ce que voit un visiteur voyant. Les images décoratives doivent avoir une description vide pour être ignorées.</p>

<h2>2. Vérifiez le contraste des couleurs</h2>
<p>Un texte gris clair sur fond blanc paraît élégant dans une maquette, mais il est illisible pour beaucoup de gens. Le texte courant doit offrir un rapport de contraste d'au moins 4,5 pour 1. Des outils gratuits l'affichent en quelques secondes ; foncez le texte plutôt que de l'agrandir.</p>

<h2>3. Tout doit fonctionner au clavier</h2>
<p>Posez la souris et parcourez votre site avec la touche Tab. Vous devez toujours voir où vous êtes, atteindre chaque lien, bouton et champ de formulaire, et pouvoir ouvrir et fermer les menus. Si le contour de focus disparaît ou si un menu ne s'ouvre qu'au survol, les utilisateurs du clavier sont bloqués.</p>

<h2>4. Étiquetez vos formulaires</h2>
<p>Chaque champ a besoin d'une étiquette visible qui reste en place pendant la saisie ; un texte indicatif qui s'efface ne suffit pas. Les messages d'erreur doivent dire ce qui ne va pas et comment corriger, à côté du champ, et pas seulement en rouge.</p>

<h2>5. Utilisez de vrais titres</h2>
<p>Les titres dessinent le plan de la page. Les utilisateurs de lecteurs d'écran passent d'un titre à l'autre comme les visiteurs voyants survolent la page. Un seul titre principal par page, les autres imbriqués dans l'ordre, plutôt que du texte ordinaire mis en gras et en grand.</p>

<h2>6. Sous-titrez vos vidéos</h2>
<p>Les sous-titres aident les personnes sourdes et tous ceux, nombreux, qui regardent les vidéos sans le son. La plupart des plateformes vidéo les génèrent automatiquement ; corrigez les erreurs avant de publier.</p>

<h2>Dans la durée</h2>
<p>L'accessibilité n'est pas un chantier ponctuel. Faites de ces vérifications un réflexe à chaque nouvelle page, et demandez à votre équipe web de tester chaque nouveauté au clavier et avec un lecteur d'écran avant sa mise en ligne.</p>

<p>C'est souvent sur les images que les sites échouent d'abord ; notre guide pour <a href="/blog/website-photos-that-sell">préparer les photos de votre site</a> traite ensemble les descriptions et les tailles.</p>
`,
    },
    de: {
      title: 'Barrierefreie Websites für kleine Unternehmen: der Einstieg',
      excerpt:
        'Jeder vierte Erwachsene lebt mit einer Behinderung – und barrierefreie Websites sind für alle einfacher. Sechs praktische Verbesserungen für diese Woche, ohne großes Budget.',
      content: `
<p>Barrierefreiheit bedeutet, dass Menschen Ihre Website unabhängig von ihren Fähigkeiten nutzen können: mit einem Screenreader, mit der Tastatur statt der Maus, mit eingeschränktem Sehvermögen oder Farbenblindheit – oder einfach mit einem gesprungenen Handydisplay in der prallen Sonne. Zunehmend ist sie auch rechtlich gefordert, und Beschwerden wegen mangelnder Barrierefreiheit gegen kleine Unternehmen sind längst keine Seltenheit mehr. Die gute Nachricht: Die häufigsten Probleme lassen sich günstig beheben.</p>

<h2>1. Geben Sie jedem Bild eine aussagekräftige Beschreibung</h2>
<p>Screenreader lesen den Alternativtext eines Bildes vor. „Image123.jpg“ sagt einem blinden Besucher nichts; „Unser Team montiert Solarmodule auf einem Einfamilienhaus in Austin“ beschreibt, was sehende Besucher sehen. Dekorative Bilder bekommen eine leere Beschreibung, damit sie übersprungen werden.</p>

<h2>2. Prüfen Sie den Farbkontrast</h2>
<p>Hellgraue Schrift auf weißem Grund wirkt im Entwurf elegant und ist für viele Menschen unlesbar. Fließtext braucht ein Kontrastverhältnis von mindestens 4,5 zu 1. Kostenlose Kontrastprüfer zeigen den Wert in Sekunden; machen Sie die Schrift lieber dunkler als größer.</p>

<h2>3. Alles muss per Tastatur funktionieren</h2>
<p>Legen Sie die Maus weg und gehen Sie mit der Tab-Taste durch Ihre Website. Sie sollten jederzeit sehen, wo Sie sind, jeden Link, jede Schaltfläche und jedes Formularfeld erreichen und Menüs öffnen und schließen können. Verschwindet die Fokusmarkierung oder öffnet sich ein Menü nur beim Darüberfahren mit der Maus, kommen Tastaturnutzer nicht weiter.</p>

<h2>4. Beschriften Sie Ihre Formulare</h2>
<p>Jedes Feld braucht eine sichtbare Beschriftung, die beim Tippen stehen bleibt; ein Platzhaltertext, der verschwindet, reicht nicht. Fehlermeldungen sollten direkt am Feld sagen, was schiefgelaufen ist und wie man es behebt – nicht nur durch rote Farbe.</p>

<h2>5. Verwenden Sie echte Überschriften</h2>
<p>Überschriften geben einer Seite ihre Gliederung. Screenreader-Nutzer springen von Überschrift zu Überschrift, so wie sehende Besucher eine Seite überfliegen. Verwenden Sie eine Hauptüberschrift pro Seite und ordnen Sie die übrigen sauber darunter an, statt normalen Text einfach fett und groß zu setzen.</p>

<h2>6. Untertiteln Sie Ihre Videos</h2>
<p>Untertitel helfen gehörlosen Besuchern und den vielen Menschen, die Videos ohne Ton ansehen. Die meisten Videoplattformen erzeugen sie automatisch; korrigieren Sie die Fehler vor der Veröffentlichung.</p>

<h2>Dranbleiben</h2>
<p>Barrierefreiheit ist kein einmaliges Projekt. Machen Sie diese Prüfungen zur Routine, wann immer Sie eine Seite veröffentlichen, und bitten Sie Ihr Webteam, neue Funktionen vor dem Start mit Tastatur und Screenreader zu testen.</p>

<p>An Bildern scheitern die meisten Websites zuerst; unser Leitfaden <a href="/blog/website-photos-that-sell">Fotos für Ihre Website vorbereiten</a> behandelt Beschreibungen und Bildgrößen gemeinsam.</p>
`,
    },
    zh: {
      title: '小企业网站无障碍指南：从哪里开始',
      excerpt:
        '每四个成年人中就有一人有残障，而无障碍网站对每个人都更好用。六项本周就能检查的实用改进，不需要大笔预算。',
      content: `
<p>无障碍，是指无论能力如何，人们都能使用您的网站：用读屏软件，用键盘代替鼠标，视力低下或色盲，或者只是在烈日下用一块碎了屏的手机。无障碍也越来越成为一项法律要求，针对小企业的无障碍投诉已不再罕见。好消息是，最常见的问题花很少的钱就能修好。</p>

<h2>1. 为每张图片写上有意义的描述</h2>
<p>读屏软件会朗读图片的替代文本。“Image123.jpg”对盲人访客毫无意义；“我们的团队正在奥斯汀一户人家的屋顶上安装太阳能板”则告诉他们明眼人看到了什么。装饰性图片应留空描述，让读屏软件直接跳过。</p>

<h2>2. 检查颜色对比度</h2>
<p>白底浅灰字在设计稿里显得很雅致，却让很多人看不清。正文的对比度至少要达到 4.5:1。免费的对比度检测工具几秒钟就能给出数值；与其把字放大，不如把字的颜色加深。</p>

<h2>3. 让一切都能用键盘操作</h2>
<p>把鼠标放到一边，用 Tab 键把网站走一遍。您应当始终看得出自己在哪里，能到达每一个链接、按钮和表单字段，并能打开和关闭菜单。如果焦点框消失了，或者菜单只在鼠标悬停时才展开，键盘用户就会被卡住。</p>

<h2>4. 给表单加上标签</h2>
<p>每个字段都需要一个可见的标签，并且在输入时依然保留；输入后就消失的占位文字是不够的。错误提示应紧挨字段，说明哪里出错、怎样改正，而不只是把字标成红色。</p>

<h2>5. 使用真正的标题</h2>
<p>标题构成页面的大纲。读屏用户在标题之间跳转，就像明眼访客快速浏览一样。每页只用一个主标题，其余标题按层级依次嵌套，而不是把普通文字加粗放大了事。</p>

<h2>6. 为视频加字幕</h2>
<p>字幕能帮助听障访客，也方便许多习惯静音看视频的人。大多数视频平台都能自动生成字幕；发布前请把其中的错误改正。</p>

<h2>长期坚持</h2>
<p>无障碍不是一次性的项目。每次发布页面时都把这些检查列入例行流程，并请您的网站团队在新功能上线前用键盘和读屏软件测试一遍。</p>

<p>大多数网站最先在图片上出问题；我们的<a href="/blog/website-photos-that-sell">网站图片准备指南</a>把描述和尺寸放在一起讲。</p>
`,
    },
    ar: {
      title: 'إتاحة المواقع للجميع في الشركات الصغيرة: من أين تبدأ',
      excerpt:
        'واحد من كل أربعة بالغين يعيش مع إعاقة، والمواقع المتاحة أسهل على الجميع. ست خطوات عملية يمكنك التحقق منها هذا الأسبوع دون ميزانية كبيرة.',
      content: `
<p>الإتاحة تعني أن يستطيع الناس استخدام موقعك أيًّا كانت قدراتهم: بقارئ شاشة، أو بلوحة المفاتيح بدل الفأرة، أو مع ضعف البصر أو عمى الألوان، أو ببساطة بهاتف شاشته مشروخة تحت شمس ساطعة. وهي أيضًا مطلب قانوني يتزايد، ولم تعد الشكاوى المتعلقة بالإتاحة ضد الشركات الصغيرة نادرة. والخبر السار أن أكثر المشكلات شيوعًا رخيصة الإصلاح.</p>

<h2>1. صِف كل صورة وصفًا مفيدًا</h2>
<p>تقرأ برامج قراءة الشاشة النص البديل للصورة بصوت عالٍ. «Image123.jpg» لا يخبر الزائر الكفيف بشيء، أما «فريقنا يركّب ألواحًا شمسية على منزل عائلي في أوستن» فيخبره بما يراه الزائر المبصر. أما الصور الزخرفية فاترك وصفها فارغًا كي تُتخطّى.</p>

<h2>2. افحص تباين الألوان</h2>
<p>النص الرمادي الفاتح على خلفية بيضاء يبدو أنيقًا في ملف التصميم، لكنه غير مقروء لكثير من الناس. يحتاج النص الأساسي إلى نسبة تباين لا تقل عن 4.5 إلى 1. تعرض أدوات فحص التباين المجانية النسبة في ثوانٍ؛ اجعل النص أغمق بدل أن تكبّره.</p>

<h2>3. اجعل كل شيء يعمل بلوحة المفاتيح</h2>
<p>ضع الفأرة جانبًا وتنقّل في موقعك بمفتاح Tab. يجب أن ترى دائمًا أين أنت، وأن تصل إلى كل رابط وزر وحقل في النماذج، وأن تفتح القوائم وتغلقها. إذا اختفى إطار التركيز أو كانت القائمة لا تُفتح إلا عند مرور الفأرة فوقها، فسيعلق مستخدمو لوحة المفاتيح.</p>

<h2>4. ضع تسميات لحقول النماذج</h2>
<p>يحتاج كل حقل إلى تسمية ظاهرة تبقى في مكانها أثناء الكتابة؛ النص التوضيحي الذي يختفي لا يكفي. ويجب أن تقول رسائل الخطأ ما المشكلة وكيف تُصلح، بجانب الحقل، لا باللون الأحمر وحده.</p>

<h2>5. استخدم عناوين حقيقية</h2>
<p>العناوين هي هيكل الصفحة. ينتقل مستخدمو قارئ الشاشة من عنوان إلى آخر كما يتصفح الزائر المبصر الصفحة بنظرة سريعة. استخدم عنوانًا رئيسيًا واحدًا في كل صفحة ورتّب العناوين الأخرى تحته بالتسلسل، بدل أن تجعل نصًا عاديًا عريضًا وكبيرًا.</p>

<h2>6. أضف ترجمة نصية لمقاطع الفيديو</h2>
<p>تساعد الترجمة النصية الزوار الصم، والكثيرين ممن يشاهدون الفيديو دون صوت. تُنشئها معظم منصات الفيديو تلقائيًا؛ صحّح أخطاءها قبل النشر.</p>

<h2>استمر في ذلك</h2>
<p>الإتاحة ليست مشروعًا يُنجز مرة واحدة. اجعل هذه الفحوص جزءًا من روتينك كلما نشرت صفحة، واطلب من فريق موقعك اختبار كل ميزة جديدة بلوحة المفاتيح وقارئ الشاشة قبل إطلاقها.</p>

<p>الصور هي أول ما تتعثر فيه معظم المواقع؛ يتناول دليلنا <a href="/blog/website-photos-that-sell">لتجهيز صور موقعك</a> الأوصاف والأحجام معًا.</p>
`,
    },
    hy: {
      title: 'Կայքի մատչելիությունը փոքր բիզնեսի համար․ որտեղից սկսել',
      excerpt:
        'Յուրաքանչյուր չորրորդ չափահասն ունի հաշմանդամություն, իսկ մատչելի կայքն ավելի հարմար է բոլորի համար։ Վեց գործնական քայլ, որոնք կարող եք ստուգել այս շաբաթ՝ առանց մեծ բյուջեի։',
      content: `
<p>Մատչելիությունը նշանակում է, որ մարդիկ կարող են օգտվել ձեր կայքից՝ անկախ իրենց հնարավորություններից․ էկրանի ընթերցիչով, մկնիկի փոխարեն ստեղնաշարով, թույլ տեսողությամբ կամ գունային կուրությամբ, կամ պարզապես ճաքած էկրանով հեռախոսով՝ արևի տակ։ Այն նաև ավելի ու ավելի հաճախ օրենքի պահանջ է, և փոքր բիզնեսների դեմ մատչելիության բողոքներն այլևս հազվադեպ չեն։ Լավ լուրն այն է, որ ամենատարածված խնդիրները էժան են շտկվում։</p>

<h2>1. Յուրաքանչյուր պատկերի տվեք իմաստալից նկարագրություն</h2>
<p>Էկրանի ընթերցիչները բարձրաձայն կարդում են պատկերի այլընտրանքային տեքստը։ «Image123.jpg»-ը կույր այցելուին ոչինչ չի ասում, իսկ «Մեր թիմը արևային վահանակներ է տեղադրում Օսթինում մի ընտանեկան տան վրա»-ն պատմում է այն, ինչ տեսնում է տեսնող այցելուն։ Զարդարական պատկերներին տվեք դատարկ նկարագրություն, որպեսզի դրանք բաց թողնվեն։</p>

<h2>2. Ստուգեք գույների կոնտրաստը</h2>
<p>Բաց մոխրագույն տեքստը սպիտակ ֆոնի վրա դիզայնի ֆայլում նրբագեղ է թվում, բայց շատերի համար անընթեռնելի է։ Հիմնական տեքստին անհրաժեշտ է առնվազն 4,5 առ 1 կոնտրաստի հարաբերակցություն։ Անվճար ստուգիչները վայրկյանների ընթացքում ցույց են տալիս այն․ տեքստը ավելի մուգ դարձրեք, ոչ թե ավելի մեծ։</p>

<h2>3. Ամեն ինչ պետք է աշխատի ստեղնաշարով</h2>
<p>Մի կողմ դրեք մկնիկը և Tab ստեղնով անցեք ձեր կայքով։ Դուք միշտ պետք է տեսնեք, թե որտեղ եք, հասնեք յուրաքանչյուր հղման, կոճակի և ձևի դաշտի, բացեք և փակեք ընտրացանկերը։ Եթե ֆոկուսի շրջանակն անհետանում է, կամ ընտրացանկը բացվում է միայն մկնիկը վրան պահելիս, ստեղնաշարից օգտվողները խրվում են։</p>

<h2>4. Պիտակավորեք ձեր ձևերը</h2>
<p>Յուրաքանչյուր դաշտի պետք է տեսանելի պիտակ, որը մնում է տեղում, մինչ մարդը գրում է․ անհետացող օրինակ-տեքստը բավարար չէ։ Սխալի հաղորդագրությունները պետք է դաշտի կողքին ասեն, թե ինչն է սխալ և ինչպես ուղղել, և ոչ միայն կարմիր գույնով։</p>

<h2>5. Օգտագործեք իսկական վերնագրեր</h2>
<p>Վերնագրերը էջին տալիս են նրա կառուցվածքը։ Էկրանի ընթերցիչից օգտվողները ցատկում են վերնագրից վերնագիր, ինչպես տեսնող այցելուներն են աչքի անցկացնում էջը։ Յուրաքանչյուր էջում օգտագործեք մեկ գլխավոր վերնագիր, իսկ մյուսները դասավորեք ըստ մակարդակների, այլ ոչ թե սովորական տեքստը դարձրեք թավ ու խոշոր։</p>

<h2>6. Ենթագրեր ավելացրեք տեսանյութերին</h2>
<p>Ենթագրերն օգնում են խուլ այցելուներին և այն բազմաթիվ մարդկանց, ովքեր տեսանյութերը դիտում են առանց ձայնի։ Տեսահարթակների մեծ մասը դրանք ստեղծում է ավտոմատ․ հրապարակելուց առաջ ուղղեք սխալները։</p>

<h2>Շարունակեք</h2>
<p>Մատչելիությունը միանգամյա նախագիծ չէ։ Այս ստուգումները դարձրեք սովորություն ամեն անգամ էջ հրապարակելիս, և խնդրեք ձեր վեբ թիմին նոր հնարավորությունները գործարկելուց առաջ փորձարկել ստեղնաշարով և էկրանի ընթերցիչով։</p>

<p>Կայքերի մեծ մասը նախ սայթաքում է պատկերների վրա․ <a href="/blog/website-photos-that-sell">կայքի լուսանկարները պատրաստելու</a> մեր ուղեցույցը միասին է անդրադառնում նկարագրություններին և չափերին։</p>
`,
    },
    ja: {
      title: '中小企業のためのウェブアクセシビリティ入門：まず何から始めるか',
      excerpt:
        '成人の4人に1人が何らかの障害とともに暮らしています。アクセシブルなサイトは誰にとっても使いやすいもの。大きな予算なしで今週確認できる6つの改善策を紹介します。',
      content: `
<p>アクセシビリティとは、どんな人でも能力に関係なくウェブサイトを使えることです。スクリーンリーダーを使う人、マウスの代わりにキーボードで操作する人、弱視や色覚障害のある人、あるいは単に強い日差しの下で画面の割れたスマートフォンを見ている人もいます。法的にも求められることが増えており、中小企業に対するアクセシビリティ関連の苦情も珍しくなくなりました。幸い、よくある問題の多くは低コストで直せます。</p>

<h2>1. すべての画像に意味のある説明を付ける</h2>
<p>スクリーンリーダーは画像の代替テキストを読み上げます。「Image123.jpg」では目の見えない訪問者に何も伝わりませんが、「オースティンの一戸建てに太陽光パネルを設置する当社スタッフ」なら、目の見える人が見ているものが伝わります。装飾的な画像は説明を空にして、読み飛ばされるようにしましょう。</p>

<h2>2. 色のコントラストを確認する</h2>
<p>白い背景に薄いグレーの文字は、デザインデータ上ではおしゃれに見えても、多くの人には読めません。本文には少なくとも4.5対1のコントラスト比が必要です。無料のコントラストチェッカーなら数秒で比率がわかります。文字を大きくするより、色を濃くしましょう。</p>

<h2>3. すべてをキーボードで操作できるようにする</h2>
<p>マウスを置いて、Tabキーでサイト内を移動してみてください。今どこにいるかが常に見え、すべてのリンク、ボタン、入力欄にたどり着け、メニューを開閉できる必要があります。フォーカスの枠が消えたり、マウスを乗せたときしかメニューが開かなかったりすると、キーボード利用者は先へ進めません。</p>

<h2>4. フォームにラベルを付ける</h2>
<p>入力欄には、入力中も消えない見えるラベルが必要です。入力すると消えるプレースホルダーだけでは不十分です。エラーメッセージは入力欄のすぐそばに、何が問題でどう直せばよいかを書き、赤色だけで示さないようにしましょう。</p>

<h2>5. 本物の見出しを使う</h2>
<p>見出しはページの骨組みです。スクリーンリーダーの利用者は、目の見える人が流し読みするように、見出しから見出しへと移動します。普通の文字を太く大きくするのではなく、1ページに大見出しを1つ置き、ほかの見出しを順序どおりに階層化しましょう。</p>

<h2>6. 動画に字幕を付ける</h2>
<p>字幕は、耳の聞こえない人や、音を消して動画を見る大勢の人の助けになります。ほとんどの動画プラットフォームは字幕を自動生成できます。公開前に誤りを直しておきましょう。</p>

<h2>続けることが大切</h2>
<p>アクセシビリティは一度やれば終わりのプロジェクトではありません。ページを公開するたびにこれらの確認を習慣にし、新機能は公開前にキーボードとスクリーンリーダーでテストするよう制作チームに依頼しましょう。</p>

<p>多くのサイトがまずつまずくのは画像です。<a href="/blog/website-photos-that-sell">ウェブサイト用の写真の準備</a>に関するガイドで、説明とサイズをまとめて解説しています。</p>
`,
    },
    ko: {
      title: '소상공인을 위한 웹 접근성: 어디서부터 시작할까',
      excerpt:
        '성인 네 명 중 한 명은 장애를 안고 살아가며, 접근성이 좋은 사이트는 누구에게나 쓰기 편합니다. 큰 예산 없이 이번 주에 점검할 수 있는 실용적인 개선 여섯 가지를 소개합니다.',
      content: `
<p>접근성이란 능력과 상관없이 누구나 웹사이트를 이용할 수 있다는 뜻입니다. 화면 낭독기를 쓰는 사람, 마우스 대신 키보드로 조작하는 사람, 저시력이나 색각 이상이 있는 사람, 혹은 그저 강한 햇빛 아래에서 액정이 깨진 휴대폰을 보는 사람까지 말이죠. 접근성은 점점 법적 요구 사항이 되고 있으며, 소상공인을 상대로 한 접근성 민원도 더 이상 드물지 않습니다. 다행히 가장 흔한 문제들은 적은 비용으로 고칠 수 있습니다.</p>

<h2>1. 모든 이미지에 의미 있는 설명을 다세요</h2>
<p>화면 낭독기는 이미지의 대체 텍스트를 소리 내어 읽습니다. "Image123.jpg"는 시각장애인 방문자에게 아무것도 알려 주지 않지만, "오스틴의 한 단독주택에 태양광 패널을 설치하는 우리 팀"은 눈으로 보는 방문자가 보는 것을 그대로 전합니다. 장식용 이미지는 설명을 비워 두어 건너뛰게 하세요.</p>

<h2>2. 색상 대비를 확인하세요</h2>
<p>흰 바탕에 연한 회색 글씨는 디자인 시안에서는 세련돼 보여도 많은 사람에게는 읽히지 않습니다. 본문 텍스트는 대비율이 최소 4.5:1이어야 합니다. 무료 대비 검사 도구로 몇 초 만에 수치를 확인할 수 있습니다. 글씨를 키우기보다 색을 진하게 하세요.</p>

<h2>3. 모든 기능이 키보드로 작동하게 하세요</h2>
<p>마우스를 치우고 Tab 키로 사이트를 돌아다녀 보세요. 지금 어디에 있는지 항상 보여야 하고, 모든 링크와 버튼, 입력 필드에 닿을 수 있어야 하며, 메뉴를 열고 닫을 수 있어야 합니다. 포커스 테두리가 사라지거나 마우스를 올려야만 메뉴가 열린다면 키보드 사용자는 막히고 맙니다.</p>

<h2>4. 양식에 레이블을 붙이세요</h2>
<p>모든 입력 필드에는 입력하는 동안에도 그대로 보이는 레이블이 필요합니다. 입력하면 사라지는 안내 문구만으로는 부족합니다. 오류 메시지는 필드 바로 옆에서 무엇이 잘못됐고 어떻게 고치는지 알려 줘야 하며, 빨간색만으로 표시해서는 안 됩니다.</p>

<h2>5. 진짜 제목 태그를 쓰세요</h2>
<p>제목은 페이지의 뼈대입니다. 화면 낭독기 사용자는 눈으로 보는 방문자가 훑어보듯 제목에서 제목으로 이동합니다. 일반 텍스트를 굵고 크게 만드는 대신, 페이지마다 주제목을 하나만 두고 나머지 제목은 순서대로 단계를 지어 배치하세요.</p>

<h2>6. 동영상에 자막을 넣으세요</h2>
<p>자막은 청각장애인 방문자는 물론, 소리를 끄고 동영상을 보는 많은 사람에게도 도움이 됩니다. 대부분의 동영상 플랫폼이 자막을 자동으로 만들어 주니, 게시하기 전에 틀린 부분만 고치세요.</p>

<h2>꾸준히 이어 가세요</h2>
<p>접근성은 한 번으로 끝나는 프로젝트가 아닙니다. 페이지를 게시할 때마다 이 점검을 습관으로 삼고, 새 기능은 출시 전에 키보드와 화면 낭독기로 테스트해 달라고 웹 팀에 요청하세요.</p>

<p>대부분의 사이트가 가장 먼저 놓치는 곳은 이미지입니다. <a href="/blog/website-photos-that-sell">웹사이트용 사진 준비하기</a> 가이드에서 설명과 크기를 함께 다룹니다.</p>
`,
    },
    ru: {
      title: 'Доступность сайта для малого бизнеса: с чего начать',
      excerpt:
        'Каждый четвёртый взрослый живёт с инвалидностью, а доступный сайт удобнее для всех. Шесть практических исправлений, которые можно проверить за неделю без большого бюджета.',
      content: `
<p>Доступность означает, что вашим сайтом могут пользоваться люди с любыми возможностями: с программой экранного доступа, с клавиатурой вместо мыши, со слабым зрением или дальтонизмом — или просто с треснувшим экраном телефона на ярком солнце. Кроме того, это всё чаще требование закона, и жалобы на недоступность сайтов малого бизнеса уже не редкость. Хорошая новость: самые частые проблемы исправляются недорого.</p>

<h2>1. Дайте каждому изображению осмысленное описание</h2>
<p>Программы экранного доступа зачитывают альтернативный текст изображения вслух. «Image123.jpg» ничего не скажет незрячему посетителю, а «Наша бригада устанавливает солнечные панели на частный дом в Остине» расскажет ему то, что видит зрячий. Декоративным изображениям оставьте пустое описание, чтобы их пропускали.</p>

<h2>2. Проверьте контрастность цветов</h2>
<p>Светло-серый текст на белом фоне изящно смотрится в макете, но многие не могут его прочитать. Основному тексту нужен коэффициент контрастности не ниже 4,5 к 1. Бесплатные сервисы проверки покажут его за секунды; делайте текст темнее, а не крупнее.</p>

<h2>3. Всё должно работать с клавиатуры</h2>
<p>Отложите мышь и пройдите по сайту клавишей Tab. Вы всегда должны видеть, где находитесь, добираться до каждой ссылки, кнопки и поля формы, открывать и закрывать меню. Если рамка фокуса пропадает или меню раскрывается только при наведении мыши, пользователи клавиатуры застревают.</p>

<h2>4. Подпишите поля форм</h2>
<p>Каждому полю нужна видимая подпись, которая остаётся на месте, пока человек печатает; исчезающего текста-подсказки недостаточно. Сообщения об ошибках должны рядом с полем объяснять, что не так и как это исправить, а не только подсвечивать поле красным.</p>

<h2>5. Используйте настоящие заголовки</h2>
<p>Заголовки задают структуру страницы. Пользователи экранного доступа переходят от заголовка к заголовку так же, как зрячие посетители пробегают страницу глазами. Используйте один главный заголовок на странице и вкладывайте остальные по порядку, а не делайте обычный текст жирным и крупным.</p>

<h2>6. Добавьте субтитры к видео</h2>
<p>Субтитры помогают глухим посетителям и множеству людей, которые смотрят видео без звука. Большинство видеоплатформ создают их автоматически; исправьте ошибки перед публикацией.</p>

<h2>Не останавливайтесь</h2>
<p>Доступность — не разовый проект. Проводите эти проверки каждый раз, когда публикуете страницу, и попросите свою веб-команду тестировать новые функции с клавиатуры и с программой экранного доступа до запуска.</p>

<p>Чаще всего сайты спотыкаются на изображениях; наше руководство по <a href="/blog/website-photos-that-sell">подготовке фотографий для сайта</a> разбирает описания и размеры вместе.</p>
`,
    },
  },
};
