// Account and security (Hindi; the same keys and slots as en/account.ts).
import type { MessageTemplate } from '../message-template.ts';

export const account = {
  password_reset: {
    inApp: {
      title: 'पासवर्ड बदलने का अनुरोध',
      body: 'नया पासवर्ड बनाने का लिंक आपके ई-मेल पर भेजा गया है।',
    },
    email: {
      subject: 'अपना नया Arogya पासवर्ड बनाएँ',
      text: 'किसी ने आपके Arogya खाते का नया पासवर्ड बनाने का अनुरोध किया है। अगर यह आप थे, तो {{minutes}} मिनट के अंदर यह लिंक खोलें (यह एक बार ही चलता है): {{url}}\n\nअगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      html: '<p>किसी ने आपके Arogya खाते का नया पासवर्ड बनाने का अनुरोध किया है। अगर यह आप थे, तो {{minutes}} मिनट के अंदर नीचे दिया लिंक खोलें (यह एक बार ही चलता है)।</p><p>अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।</p>',
    },
    sms: {
      text: 'Arogya: {{minutes}} मिनट के अंदर नया पासवर्ड बनाएँ: {{url}}। आपने अनुरोध नहीं किया? इसे अनदेखा करें।',
    },
    whatsapp: {
      name: 'password_reset',
      body: '{{1}} मिनट के अंदर अपना नया Arogya पासवर्ड बनाएँ। आपने अनुरोध नहीं किया? इसे अनदेखा करें।',
      params: ['minutes'],
      linkButton: true,
    },
    push: { title: 'पासवर्ड बदलें', body: '{{minutes}} मिनट के अंदर अपने ई-मेल का लिंक खोलें' },
  },
  // The SMS's last line stays the WebOTP line (`@host #code`), as in en/account.ts.
  one_time_code: {
    inApp: { title: 'कोड भेजा गया', body: '{{action}} के लिए आपके फ़ोन पर एक बार चलने वाला कोड भेजा गया है।' },
    email: {
      subject: 'आपका Arogya कोड',
      text: '{{action}} के लिए आपका Arogya कोड {{code}} है। यह {{minutes}} मिनट तक चलेगा। इसे किसी को न बताएँ, Arogya के कर्मचारियों को भी नहीं।',
      html: '<p>{{action}} के लिए आपका Arogya कोड <strong>{{code}}</strong> है। यह {{minutes}} मिनट तक चलेगा।</p><p>इसे किसी को न बताएँ, Arogya के कर्मचारियों को भी नहीं।</p>',
    },
    sms: {
      text: 'Arogya: {{action}} के लिए आपका कोड {{code}} है। यह {{minutes}} मिनट तक चलेगा। इसे किसी को न बताएँ।\n\n@{{host}} #{{code}}',
    },
    // Meta's fixed authentication body in Hindi, with its copy-code button.
    whatsapp: {
      name: 'one_time_code',
      body: '{{1}} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए यह कोड किसी के साथ साझा न करें।',
      params: ['code'],
      codeButton: true,
    },
    push: { title: 'आपका Arogya कोड', body: '{{action}} के लिए SMS से भेजा गया कोड डालें' },
  },
  contact_changed: {
    inApp: { title: 'संपर्क बदला गया', body: 'आपका {{what}} अब {{newContact}} है।' },
    email: {
      subject: 'आपका Arogya {{what}} बदला गया',
      text: 'आपके Arogya खाते का {{what}} बदलकर {{newContact}} कर दिया गया है। इस पते पर अब खाते के बारे में हमारे संदेश नहीं आएँगे।\n\nयह आपने नहीं किया? तुरंत नया पासवर्ड बनाएँ: {{url}}',
      html: '<p>आपके Arogya खाते का {{what}} बदलकर {{newContact}} कर दिया गया है। इस पते पर अब खाते के बारे में हमारे संदेश नहीं आएँगे।</p><p>यह आपने नहीं किया? तुरंत नया पासवर्ड बनाएँ।</p>',
    },
    sms: {
      text: 'Arogya: आपके खाते का {{what}} बदलकर {{newContact}} कर दिया गया है। यह आपने नहीं किया? नया पासवर्ड बनाएँ: {{url}}',
    },
    whatsapp: {
      name: 'contact_changed',
      body: 'आपके Arogya खाते का {{1}} बदलकर {{2}} कर दिया गया है। यह आपने नहीं किया? नया पासवर्ड बनाएँ।',
      params: ['what', 'newContact'],
      linkButton: true,
    },
    push: { title: 'संपर्क बदला गया', body: 'आपका {{what}} अब {{newContact}} है' },
  },
  email_verification: {
    inApp: { title: 'अपना ई-मेल पक्का करें', body: 'अपना पता पक्का करने के लिए ई-मेल में भेजा गया लिंक खोलें।' },
    email: {
      subject: 'Arogya के लिए अपना ई-मेल पता पक्का करें',
      text: 'नमस्ते {{name}}, अपने Arogya खाते के लिए यह पता पक्का करने को {{minutes}} मिनट के अंदर यह लिंक खोलें (यह एक बार ही चलता है): {{url}}\n\nअगर आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें।',
      html: '<p>नमस्ते {{name}}, अपने Arogya खाते के लिए यह पता पक्का करने को {{minutes}} मिनट के अंदर नीचे दिया लिंक खोलें (यह एक बार ही चलता है)।</p><p>अगर आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें।</p>',
    },
    sms: { text: 'Arogya: {{minutes}} मिनट के अंदर अपना ई-मेल पक्का करें: {{url}}' },
    whatsapp: {
      name: 'email_verification',
      body: '{{1}} मिनट के अंदर Arogya के लिए अपना ई-मेल पता पक्का करें।',
      params: ['minutes'],
      linkButton: true,
    },
    push: { title: 'अपना ई-मेल पक्का करें', body: '{{minutes}} मिनट के अंदर अपने ई-मेल का लिंक खोलें' },
  },
} satisfies Record<string, MessageTemplate>;
